import { useEffect, useRef } from 'react';
import type { DeepPartial, FieldValues, UseFormWatch } from 'react-hook-form';
import type { DraftKey, FormDrafts } from './form-drafts';

/**
 * A form's kept draft (form-drafts.ts), for the enquiry and the request to share alike: put back once
 * for each key (back from confirming the address), and, while `keep` holds, saved as the member types.
 * `restore` checks a draft's values against the form's current options before it puts them in; `toFields`
 * says what of the form's values is kept. Both are read when used, so callers may pass new functions each
 * render; the key's words, not its object, say when it changed.
 */
export function useFormDraft<Fields, Values extends FieldValues>({
  drafts,
  draftKey,
  keep,
  watch,
  restore,
  toFields,
}: {
  drafts: FormDrafts<Fields>;
  draftKey: DraftKey | null;
  keep: boolean;
  watch: UseFormWatch<Values>;
  restore: (draft: Fields) => void;
  toFields: (values: DeepPartial<Values>) => Fields;
}): void {
  const draftName = draftKey ? JSON.stringify(draftKey) : null;
  const latest = useRef({ draftKey, restore, toFields });
  latest.current = { draftKey, restore, toFields };
  const restored = useRef<string | null>(null);

  useEffect(() => {
    const key = latest.current.draftKey;
    if (!key || !draftName || restored.current === draftName) return;
    restored.current = draftName;
    const draft = drafts.read(key);
    if (draft) latest.current.restore(draft);
  }, [drafts, draftName]);

  useEffect(() => {
    const key = latest.current.draftKey;
    if (!keep || !key) return;
    const subscription = watch((values) => drafts.save(key, latest.current.toFields(values)));
    return () => subscription.unsubscribe();
  }, [drafts, keep, draftName, watch]);
}
