import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One route pattern (ARCHITECTURE.md, "Routes"): a feature declares each route through the helpers of
 * src/server/platform/http/routes.ts (`route`, `rawRoute`, `pagedRoute` ...), so every route names its method
 * and path, who may call it and its schemas the same way, and its handler is one service call. Only that
 * file may speak to Fastify's own route methods. The probes below prove the check fires, and that its
 * allowed twins pass, so a check that flagged everything (or nothing) would fail here too.
 */

const FEATURES = 'src/server/features';

/** Fastify's route methods, called on the app (`app.get(`, `app.post<...>(`) or given a path. */
const PLAIN_ROUTE = [
  /\b(?:app|fastify|instance|server|scope)\s*\.\s*(?:get|post|put|patch|delete|head|options|all|route)\s*(?:<[^>]*>)?\s*\(/,
  /\.\s*(?:get|post|put|patch|delete|head|options|all)\s*(?:<[^>]*>)?\s*\(\s*['"`]\//,
  /\.\s*route\s*\(\s*\{/,
  /\.\s*withTypeProvider\s*</,
];

/** Comments may name what they explain (`app.get(`): only code counts. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

const declaresPlainRoute = (source: string) =>
  PLAIN_ROUTE.some((pattern) => pattern.test(withoutComments(source)));

/**
 * A route file's exported plugins are made by `defineRoutes` (src/server/platform/http/routes.ts), never written
 * as `(deps): FastifyPluginAsyncZod => async (app) =>` by hand.
 */
const opensWithDefineRoutes = (source: string) => {
  const code = withoutComments(source);
  return /^export const \w+ = defineRoutes\(/m.test(code) && !/FastifyPluginAsync/.test(code);
};

/** Source files under the features, tests included (a test app's routes are no exception), as posix paths. */
function featureFiles(): string[] {
  return readdirSync(FEATURES, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.posix.join(FEATURES, file.split(path.sep).join('/')))
    .sort();
}

describe('route declarations', () => {
  it('flags plain Fastify routes, and passes the helpers and look-alikes', () => {
    for (const plain of [
      "app.get('/api/x', async () => ({}));",
      "app.post<{ Params: { id: string } }>('/uploads/:id', handler);",
      'app.delete(SESSION_CALLS.end, { preHandler: requireUser }, handler);',
      "instance.route({ method: 'GET', url: '/api/x', handler });",
      "app.withTypeProvider<FastifyTypeProviderDefault>().put('/api/x', handler);",
      "scoped.patch('/api/x', handler);",
    ])
      expect(declaresPlainRoute(plain), plain).toBe(true);
    for (const allowed of [
      "route(app, { route: 'GET /api/x', who: 'anyone' }, handler);",
      "rawRoute(app, { route: 'GET /robots.txt', who: 'anyone' }, handler);",
      "pagedRoute(app, '/api/x', { querystring, response }, load);",
      "const seen = cache.get(key); request.headers['user-agent']; map.delete(id);",
      "// app.get('/api/x') was the old way\nroute(app, spec, handler);",
      '/* app.route({ ... }) */ announcePublicHorseChange(app);',
    ])
      expect(declaresPlainRoute(allowed), allowed).toBe(false);
  });

  it('only src/server/platform/http/routes.ts declares routes with plain Fastify', () => {
    expect(declaresPlainRoute(readFileSync('src/server/platform/http/routes.ts', 'utf8'))).toBe(true);
    const offenders = featureFiles().filter((file) => declaresPlainRoute(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('opens every route file one way: its plugins through defineRoutes', () => {
    for (const opening of [
      'export const blocksRoutes = defineRoutes((app, { db }: { db: Database }) => {',
      'export const requestsRoutes = defineRoutes(async (app, deps: RequestDeps) => {',
    ])
      expect(opensWithDefineRoutes(opening), opening).toBe(true);
    for (const header of [
      'export const blocksRoutes =\n  ({ db }: { db: Database }): FastifyPluginAsyncZod =>\n  async (app) => {',
      'export const placesRoutes = (): FastifyPluginAsyncZod => async (app) => {',
    ])
      expect(opensWithDefineRoutes(header), header).toBe(false);
    const offenders = featureFiles()
      .filter((file) => file.endsWith('.routes.ts'))
      .filter((file) => !opensWithDefineRoutes(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
