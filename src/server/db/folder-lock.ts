import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The file in a PGlite data folder that names the process holding it. */
export const LOCK_FILE_NAME = 'stablemates.lock';

/** A second process opening the same PGlite folder would write beside the first and lose data. */
export class DatabaseFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${folder} is in use by another process (pid ${pid}), for example a running ` +
        'server. Stop that process first, or use another DATA_DIR.',
    );
    this.name = 'DatabaseFolderLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the folder's lock file (created exclusively, holding our pid) and returns its release. A lock
 * left by a dead process is taken over; a live holder (this process included) makes it throw
 * DatabaseFolderLockedError.
 */
export function lockFolder(folder: string): () => void {
  const file = path.join(folder, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (readPid(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    if (holder !== undefined && isAlive(holder)) throw new DatabaseFolderLockedError(folder, holder);
    // Stale (its process is gone) or half-written: remove it and try again.
    rmSync(file, { force: true });
  }
  throw new DatabaseFolderLockedError(folder, readPid(file) ?? 0);
}
