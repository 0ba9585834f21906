import { z } from 'zod';
import { EMAIL_VERIFICATION } from '#contract/email-verification-words';
import { draftPrefix, type DraftKind } from './form-drafts-forget';

/** As long as a confirmation link works: a draft is for the way from "confirm first" back to Send. */
const MAX_AGE_MS = EMAIL_VERIFICATION.linkLifetimeHours * 60 * 60 * 1000;

/** A draft as kept: when, and the form's fields (checked by each kind's own schema). */
const StoredSchema = z.object({ savedAt: z.number(), fields: z.unknown() });

/** Where a draft belongs: the member who typed it and the slot and day the form was opened for. */
export interface DraftKey {
  memberId: number;
  horseId: number;
  slotId: number;
  day: string;
}

/** Storage refused (private modes, a full quota) simply keeps no draft: the form still works. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface FormDrafts<Fields> {
  /** The fields kept for this key, or null: none, unreadable, or older than a link's lifetime. */
  read(key: DraftKey): Fields | null;
  save(key: DraftKey, fields: Fields): void;
  clear(key: DraftKey): void;
}

/**
 * What a member typed into a form they could not send until their e-mail is confirmed (issue 46, decision
 * 0059). Kept in this browser's localStorage, so it survives the trip through the mail, which often opens
 * the link in a new tab; keyed by kind, member, horse, slot and day, so nobody else signed in here is shown
 * it. Removed once sent (by the form's owner), on signing out (form-drafts-forget.ts) and after a
 * confirmation link's lifetime. `schema` says what a readable draft holds; the form still checks the
 * values against its current options when it puts them back.
 */
export function createFormDrafts<Schema extends z.ZodType>({
  kind,
  schema,
}: {
  kind: DraftKind;
  schema: Schema;
}): FormDrafts<z.infer<Schema>> {
  const prefix = draftPrefix(kind);
  const keyOf = (key: DraftKey) => `${prefix}${key.memberId}:${key.horseId}:${key.slotId}:${key.day}`;
  return {
    read(key) {
      const store = storage();
      try {
        const raw = store?.getItem(keyOf(key));
        if (!raw) return null;
        const parsed = StoredSchema.safeParse(JSON.parse(raw));
        const fields = parsed.success ? schema.safeParse(parsed.data.fields) : null;
        if (parsed.success && fields?.success && Date.now() - parsed.data.savedAt < MAX_AGE_MS) {
          return fields.data;
        }
        store?.removeItem(keyOf(key));
      } catch {
        // Unreadable: as if there were none.
      }
      return null;
    },
    save(key, fields) {
      try {
        storage()?.setItem(keyOf(key), JSON.stringify({ savedAt: Date.now(), fields }));
      } catch {
        // Not kept (see storage()).
      }
    },
    clear(key) {
      try {
        storage()?.removeItem(keyOf(key));
      } catch {
        // Nothing to clear.
      }
    },
  };
}
