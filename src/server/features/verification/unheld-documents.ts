import type { Executor } from '#server/db/client.js';
import { tryEach, type HousekeepingTask } from '#server/platform/jobs/housekeeping.js';
import { DOCUMENT_FOLDER, type PrivateDocuments } from './private-documents.js';
import { findHeldDocumentKeys } from './verification.repository.js';

/**
 * An upload writes its file a moment before the member's row names it: a file this young may be on its
 * way in, so the sweep leaves it to the next hour.
 */
export const DOCUMENT_GRACE_MS = 60 * 60 * 1000;

type SweepDeps = { db: Executor; documents: PrivateDocuments };

/**
 * Housekeeping: deletes every file of `folder` (in DATA_DIR/private) that no row names now, by
 * `findHeld`, once it is past the grace. A file is deleted when its row lets go of it; where that delete
 * failed (a disk error, a process stopped between the commit and the delete), the file would otherwise
 * stay for ever. The identity documents and the riding schools' certificates are swept alike.
 */
export const unheldFilesSweep =
  (deps: SweepDeps, folder: string, findHeld: (db: Executor) => Promise<Set<string>>): HousekeepingTask =>
  async (now) => {
    const keys = await deps.documents.keysWrittenBefore(new Date(now.getTime() - DOCUMENT_GRACE_MS), folder);
    // A listed file is over an hour old, and an upload names its file within its own request: a listed
    // file no row names now will never be named.
    const held = await findHeld(deps.db);
    await tryEach(
      keys.filter((key) => !held.has(key)),
      (key) => deps.documents.delete(key),
    );
  };

/**
 * The identity documents that no member's row names any more. A document is deleted when its check is
 * decided, replaced or its member leaves; the privacy promise is that an ID document is kept only while
 * its check waits (docs/decisions/0046-identity-documents-swept-hourly.md), so this makes it true within
 * the hour.
 */
export const unheldDocumentsSweep = (deps: SweepDeps): HousekeepingTask =>
  unheldFilesSweep(deps, DOCUMENT_FOLDER, findHeldDocumentKeys);
