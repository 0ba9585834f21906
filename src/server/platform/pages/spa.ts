import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstScreenPage, loadFirstScreens } from './first-screens.js';
import { countAsPage } from '../operations/metrics.js';
import { withPageHead } from './page-head.js';
import { describePage } from './page-meta.js';

/** What the pages' heads say of the site: its name, and where it is (absolute links). */
export interface SpaSite {
  siteName: string;
  publicUrl: string;
}

const ONE_YEAR_SECONDS = 31536000;
const API_PREFIXES = ['/api/', '/uploads/'];
/**
 * Addresses that are no page of the app and get a plain 404, not the app's shell: /metrics is served on a
 * listener of its own (platform/operations/metrics.ts), and a scraper pointed at the public port by mistake must see
 * that it is not here rather than parse a page (decision 0032).
 */
const NOT_PAGES = new Set(['/metrics']);

/**
 * Serves the built single-page app. Hashed files under /assets never change, so they are cached for a
 * year; index.html is revalidated every time so a deploy shows at once. Every other non-API GET answers
 * index.html (history fallback) and the client router decides what to show, including its 404 page.
 * Files are sent precompressed (brotli or gzip) when the build made a compressed copy and the request
 * accepts it. The most visited pages get an index.html made for them (first-screens.ts): their <head> names
 * what the page will need first, and for a visitor who is not signed in the page arrives drawn.
 */
export async function registerSpa(
  app: FastifyInstance,
  clientDir: string | undefined,
  site: SpaSite,
): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const hasClient = indexFile !== undefined && existsSync(indexFile);
  const indexHtml = hasClient ? readFileSync(indexFile, 'utf8') : '';
  // What a visitor who is not signed in would get: the only view a page's head may describe.
  const publicReply = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url }).catch(() => undefined);
    return answer?.statusCode === 200 ? (answer.json() as unknown) : undefined;
  };
  const firstScreens = hasClient && clientDir ? await loadFirstScreens(clientDir) : undefined;
  // The page renderer loads beside the start, not in its way: until then pages go undrawn.
  app.addHook('onReady', async () => firstScreens?.draw?.warm());

  if (hasClient && clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes file.br and file.gz beside each text file (vite.config.ts); send the one the
      // request accepts, the plain file otherwise.
      preCompressed: true,
      // Everything else is revalidated on each use: index.html, the manifest and /sw.js, whose no-cache is
      // what lets a deploy's new service worker reach browsers at once (decision 0027).
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (isApi || NOT_PAGES.has(pathname) || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ message: `No such API route: ${request.method} ${pathname}` });
    }
    if (!hasClient) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The client has not been built. Run `npm run build` (npm start does this for you).');
    }
    countAsPage(request);
    const [drawn, head] = await Promise.all([
      firstScreens ? firstScreenPage(app, firstScreens, request) : undefined,
      describePage(pathname, request.url.slice(pathname.length + 1), { ...site, publicReply }),
    ]);
    // A drawn page depends on who asks (a horse only its owner may see yet, signed in or not): never
    // shared. The head alone is the same for everyone.
    reply.header('cache-control', drawn ? 'private, no-cache' : 'no-cache').type('text/html; charset=utf-8');
    return sendCompressed(request, reply, withPageHead(drawn ?? indexHtml, head, site.siteName));
  });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A drawn page is 30-140 KB of markup, a tenth of it compressed. @fastify/compress only hooks into routes,
 * and this is the not-found handler, so the page is compressed here (brotli at a quick level: it is made
 * for each request).
 */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    const compressed = await brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(compressed);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(body));
  return reply.send(body);
}
