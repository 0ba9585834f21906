import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The route's pattern, e.g. `/api/horses/:id`. */
  url: string;
}

/**
 * Every route of a ready app, read from `printRoutes()`: the app is built by buildApp, so an `onRoute`
 * hook would be added too late. Each tree line is `<indent>── <segment> (METHOD, ...)`, four columns per
 * level, and a segment continues its parent's path.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[└├]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of match[3]!.split(', ')) routes.push({ method, url });
  }
  return routes;
}
