/**
 * The pages visitors most often open first (issue #16), as the client build sees them. Two jobs:
 * - `firstScreenChunks`: puts the code each of these pages needs, beyond the entry, into as few files as
 *   possible, so a slow phone network (over half a second a request, six connections) does not fetch
 *   twenty small chunks six at a time;
 * - `firstScreensFile`: the contents of `.vite/first-screens.json`, which the server reads to name those files,
 *   and the API replies the page asks for first, in the `<head>` of index.html for that page
 *   (src/server/platform/pages/first-screens.ts).
 */
import path from 'node:path';
import { DRAWN_SCREENS, type FirstScreenName, type FirstScreensFile } from '../src/contract/first-screens.js';

export { FIRST_SCREENS_FILE } from '../src/contract/first-screens.js';

/** The drawn screens of the contract (its DRAWN_SCREENS), as this build needs them. */
export const FIRST_SCREENS = (Object.keys(DRAWN_SCREENS) as FirstScreenName[]).map((name) => {
  const screen: { pattern: string; module: string; data?: string } = DRAWN_SCREENS[name];
  return { name, pattern: screen.pattern, module: screen.module, data: screen.data };
});

/** What every page asks first (the navbar and footer): preloaded on the pages above. */
export const SHELL_DATA = ['/api/auth/me', '/api/site-config'];

interface GraphModule {
  importers: string[];
}

/**
 * A chunk-group name function for Rolldown's `codeSplitting.groups`. A module that only the first screens
 * need (not the entry) goes to a chunk named after exactly which of them use it: `screen-landing` for the
 * landing page's own code, `screen-browse-horse` for what browse and the horse page share, and so on. So
 * the landing page loads at most four such files, and never the dialogs only browse and the horse page use.
 * Modules no first screen uses are left to Rolldown's automatic chunking.
 */
export function firstScreenChunkName(clientRoot: string) {
  const roots = new Map(FIRST_SCREENS.map((screen) => [path.join(clientRoot, screen.module), screen.name]));
  const screensOf = new Map<string, Set<string>>();

  // Every first screen that reaches the module through static imports. Walks importers upward.
  const reachingScreens = (id: string, getModule: (id: string) => GraphModule | null): Set<string> => {
    const known = screensOf.get(id);
    if (known) return known;
    const found = new Set<string>();
    const seen = new Set<string>([id]);
    const queue = [id];
    while (queue.length > 0) {
      const current = queue.pop() as string;
      const screen = roots.get(current);
      if (screen) found.add(screen);
      for (const importer of getModule(current)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    screensOf.set(id, found);
    return found;
  };

  return (id: string, context: { getModuleInfo: (id: string) => GraphModule | null }): string | null => {
    const screens = reachingScreens(id, (moduleId) => context.getModuleInfo(moduleId));
    return screens.size === 0 ? null : `screen-${[...screens].sort().join('-')}`;
  };
}

/** The part of a Rolldown output chunk this needs. */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/**
 * The contents of FIRST_SCREENS_FILE for a finished bundle: the files each first screen needs beyond the
 * entry's, found from the chunk that holds its module (the manifest cannot say: once a page's module sits
 * in a shared group chunk, the manifest no longer lists it by name).
 */
export function firstScreensFile(clientRoot: string, chunks: BuiltChunk[]): FirstScreensFile {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into = new Set<string>()) => {
    if (!into.has(fileName) && byFile.has(fileName)) {
      into.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    }
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The client build has no entry chunk');
  const loadedByEntry = closure(entry.fileName);
  const screens = FIRST_SCREENS.map(({ name, pattern, module, data }) => {
    const moduleId = path.join(clientRoot, module);
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
    if (!chunk)
      throw new Error(`No chunk holds ${module}: update DRAWN_SCREENS (src/contract/first-screens.ts)`);
    const files = [...closure(chunk.fileName)]
      .filter((fileName) => !loadedByEntry.has(fileName))
      .map((fileName) => `/${fileName}`);
    return { name, pattern, data, files };
  });
  return { entryFiles: [...loadedByEntry].map((fileName) => `/${fileName}`), screens, shellData: SHELL_DATA };
}
