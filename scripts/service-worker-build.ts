import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the build writes the worker: the site's root, so its scope is every page. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The service worker as the build writes it (decision 0027): src/client/service-worker/sw.js with its
 * cache version set to a hash of the worker and the offline page it keeps. A deploy that changes either
 * gives a new /sw.js, which the browser installs in place of the old one; a deploy that changes neither
 * leaves the installed worker as it is (it keeps nothing else that could go stale).
 */
export async function serviceWorkerSource(clientRoot: string): Promise<string> {
  const [worker, offlinePage] = await Promise.all([
    readFile(path.join(clientRoot, 'service-worker', 'sw.js'), 'utf8'),
    readFile(path.join(clientRoot, 'public', 'offline.html'), 'utf8'),
  ]);
  const version = createHash('sha256').update(worker).update(offlinePage).digest('hex').slice(0, 12);
  return worker.replace('__CACHE_VERSION__', version);
}
