import { useId, useRef, type Ref } from 'react';
import { VERIFICATION_LIMITS } from '#contract/verification';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';

const ACCEPT = VERIFICATION_LIMITS.mimeTypes.join(',');

/** docs/product.md §M8: the failure toast's title. */
export const UPLOAD_FAILED = 'Upload failed';

/**
 * The file input of a form that sends a private document, and what sending it does once answered: said
 * in a toast either way; on success the form and the file input start empty again, on failure the
 * server's words also go beside the fields they concern. `sent` is the success toast's title.
 */
export function usePrivateDocumentUpload(
  form: { reset: () => void; showServerErrors: (err: unknown) => boolean },
  sent: string,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const replies = {
    onSuccess: () => {
      toast({ title: sent });
      form.reset();
      if (inputRef.current) inputRef.current.value = '';
    },
    onError: (err: unknown) => {
      form.showServerErrors(err);
      toast({ variant: 'destructive', title: UPLOAD_FAILED, description: errorMessage(err) });
    },
  };
  return { inputRef, replies };
}

/**
 * A private document a member sends for our moderators to check (an identity document, a riding school's
 * insurance certificate; both are checked the same way, decision 0047): its label, what may be sent, the
 * file input and the contract's message when the file chosen is refused. The input is not registered with
 * the form (the browser alone may set a file input's files): `onChoose` hands over the file chosen, or
 * undefined when the member cancelled, and the caller clears the input through `inputRef` once it is sent.
 */
export function PrivateDocumentField({
  label,
  error,
  onChoose,
  inputRef,
}: {
  label: string;
  error: string | undefined;
  onChoose: (file: File | undefined) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <>
      <label htmlFor={inputId} className="font-semibold text-ink">
        {label}
      </label>
      <p id={hintId} className="text-sm text-muted">
        JPEG, PNG or PDF, under 10 MB. Only our moderators can see it.
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPT}
        onChange={(event) => onChoose(event.target.files?.[0])}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        className="block w-full min-w-0 text-sm text-ink file:mr-3 file:min-h-11 file:rounded-xl file:border file:border-line file:bg-cream file:px-4 file:font-semibold file:text-primary"
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}
