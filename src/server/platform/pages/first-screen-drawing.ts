import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { FirstScreenRenderer, FirstScreenSeed } from '#contract/first-screens.js';

/**
 * The first screens drawn on the server (issue #16), with the client's
 * own components (src/client/prerender/render-page.tsx, built for Node into dist/ssr/). A phone paints the
 * page as soon as the HTML and the stylesheet arrive instead of after the scripts; main.tsx hydrates it
 * with the same query cache (written into the page as JSON) and the same guess of the screen width.
 */

/**
 * The screen width a page is drawn for, where its layout depends on it (/browse folds its filters on a
 * phone): a phone's browser says it is one (Sec-CH-UA-Mobile, or "Mobi" in its user agent); anything else
 * is taken for a laptop. A wrong guess costs a re-layout once the scripts run, never wrong content.
 */
const PHONE_WIDTH = 360;
const WIDE_WIDTH = 1280;
export function assumedWidthOf(request: FastifyRequest): number {
  const mobileHint = request.headers['sec-ch-ua-mobile'];
  const agent = request.headers['user-agent'] ?? '';
  return mobileHint === '?1' || /Mobi|iPhone|Android/.test(agent) ? PHONE_WIDTH : WIDE_WIDTH;
}

/** A page not drawn by then is sent undrawn: the browser draws it, as it does every other page. */
const DRAW_TIMEOUT_MS = 1000;
const FIRST_SCREEN_DATA_ID = 'first-screen-data';

export interface Drawer {
  draw(
    request: FastifyRequest,
    pathname: string,
    seed: FirstScreenSeed,
    options?: { reuse?: boolean },
  ): Promise<string | undefined>;
  /** Loads the renderer in the background (React and the app's pages are not what a start needs). */
  warm(): void;
}

/**
 * The renderer beside the client build, if the build made one, and what draws a page with it: #root with
 * the page inside and the cache it was drawn from. Until the renderer has loaded, and after any failure (a
 * component that cannot be drawn on the server, too slow), the page goes undrawn and the browser draws it,
 * so no request waits for the renderer to load. `reuse`: the page is the same for every visitor (the
 * landing page, its horses still to load), so one drawing per width serves them all.
 */
export function loadDrawer(clientDir: string): Drawer | undefined {
  const file = path.join(clientDir, '..', 'ssr', 'render-page.js');
  if (!existsSync(file)) return undefined;
  let renderer: FirstScreenRenderer | undefined;
  let loading: Promise<void> | undefined;
  const warm = () => {
    // The bundle declares its exports with the contract's type (render-page.tsx): loaded as that type.
    loading ??= (import(pathToFileURL(file).href) as Promise<FirstScreenRenderer>).then(
      (loaded) => {
        renderer = loaded;
      },
      // Tried again by the next page; the build's trial drawing makes a broken renderer unlikely.
      () => {
        loading = undefined;
      },
    );
  };
  const reused = new Map<string, Promise<string | undefined>>();

  const drawNow = async (
    request: FastifyRequest,
    pathname: string,
    seed: FirstScreenSeed,
    width: number,
  ): Promise<string | undefined> => {
    if (!renderer) {
      warm();
      return undefined;
    }
    const { renderPage } = renderer;
    let timer: NodeJS.Timeout | undefined;
    try {
      const drawn = await Promise.race([
        renderPage(pathname, seed, width),
        new Promise<undefined>((resolve) => {
          timer = setTimeout(() => resolve(undefined), DRAW_TIMEOUT_MS);
        }),
      ]);
      if (drawn === undefined) return undefined;
      // What main.tsx hydrates with. JSON inside a script element: `<` escaped, so no `</script>` in a
      // horse's text can end it early.
      const json = JSON.stringify({ state: drawn.state, width }).replace(/</g, '\\u003c');
      return (
        `<div id="root">${drawn.markup}</div>\n    ` +
        `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`
      );
    } catch (error) {
      request.log.warn({ err: error, path: pathname }, 'first-screen drawing skipped');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };

  const draw: Drawer['draw'] = async (request, pathname, seed, { reuse = false } = {}) => {
    const width = assumedWidthOf(request);
    if (!reuse) return drawNow(request, pathname, seed, width);
    const key = `${width} ${pathname} ${JSON.stringify(seed)}`;
    let drawing = reused.get(key);
    if (!drawing) {
      drawing = drawNow(request, pathname, seed, width);
      reused.set(key, drawing);
      // A failed drawing is tried again by the next visitor.
      void drawing.then((html) => html === undefined && reused.delete(key));
    }
    return drawing;
  };
  return { draw, warm };
}
