import { FileCheck2, Upload } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import type { SessionUser } from '#contract/users';
import {
  VERIFICATION_LIMITS,
  VERIFICATION_MESSAGES,
  VerificationDocumentSchema,
} from '#contract/verification';
import { useContractForm } from '#client/components/form';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useUploadVerificationDocument } from '#client/lib/queries/verification';
import { useDonations, useSubscriptions } from '#client/lib/queries/payments';
import { PRODUCT_LABELS } from '#contract/payments';
import { cn } from '#client/lib/cn';
import { VerificationStatusBadge } from './verification-status-badge';

/** docs/product.md §M8: the failure toast's title. */
export const UPLOAD_FAILED = 'Upload failed';

const ACCEPT = VERIFICATION_LIMITS.mimeTypes.join(',');
const FIELD = VERIFICATION_LIMITS.field;

const STATUS_TEXT: Record<SessionUser['verificationStatus'], string> = {
  verified: 'Your identity has been checked: a verified tick shows beside your name.',
  pending: 'We have your document and will check it soon. You can send a new one to replace it.',
  // A check turned down, or a verification withdrawn (decision 0044): the e-mail says which, and why.
  rejected:
    'We could not verify you from the document we had; our e-mail to you says why. Please upload a clear photo or scan of your ID.',
  unverified: 'Upload a photo or scan of your ID (an image or PDF, up to 10 MB) to get a verified tick.',
};

/** My Profile: the member's verification status and the upload of an identity document. */
export function VerificationCard({ user, className }: { user: SessionUser; className?: string }) {
  const upload = useUploadVerificationDocument(user.id);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  // Nothing chosen yet. The file input is not registered: the browser alone may set its files.
  const form = useContractForm(VerificationDocumentSchema, {
    defaultValues: { [FIELD]: undefined },
  });
  const problem = form.formState.errors[FIELD]?.message;

  // A chosen file is checked at once; choosing none (cancelling) says nothing.
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen) form.setValue(FIELD, chosen, { shouldValidate: true });
    else form.resetField(FIELD);
  };

  const onSubmit = form.handleSubmit(
    (values) =>
      upload.mutate(values[FIELD], {
        onSuccess: () => {
          toast({ title: VERIFICATION_MESSAGES.uploaded });
          form.reset();
          if (input.current) input.current.value = '';
        },
        onError: (err) => {
          form.showServerErrors(err);
          toast({ variant: 'destructive', title: UPLOAD_FAILED, description: errorMessage(err) });
        },
      }),
    () => input.current?.focus(),
  );

  return (
    <Card className={cn(className)}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Verification</CardTitle>
        <VerificationStatusBadge status={user.verificationStatus} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <CardDescription className="text-base">{STATUS_TEXT[user.verificationStatus]}</CardDescription>
        <IdCheckIncluded user={user} />
        {user.verificationStatus === 'verified' ? null : (
          <form onSubmit={onSubmit} noValidate className="grid gap-3">
            <label htmlFor={inputId} className="font-semibold text-ink">
              Verification document
            </label>
            <p id={hintId} className="text-sm text-muted">
              JPEG, PNG or PDF, under 10 MB. Only our moderators can see it.
            </p>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={ACCEPT}
              onChange={onChoose}
              aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
              aria-invalid={problem ? true : undefined}
              className="block w-full min-w-0 text-sm text-ink file:mr-3 file:min-h-11 file:rounded-xl file:border file:border-line file:bg-cream file:px-4 file:font-semibold file:text-primary"
            />
            {problem ? (
              <p id={errorId} className="text-sm font-medium text-danger">
                {problem}
              </p>
            ) : null}
            <Button
              type="submit"
              variant="primary"
              className="justify-self-start"
              disabled={upload.isPending || problem !== undefined}
            >
              {upload.isPending ? (
                'Uploading...'
              ) : (
                <>
                  <Upload aria-hidden="true" className="size-4" />
                  Upload Document
                </>
              )}
            </Button>
          </form>
        )}
        {user.verificationStatus === 'verified' ? (
          <p className="flex items-center gap-2 text-success">
            <FileCheck2 aria-hidden="true" className="size-5" />
            Verified
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * Owner Premium, or an enthusiast's donation, pays for the ID check; it never makes anyone Verified. A
 * member who has paid and not yet sent a document reads what to do (docs/decisions/0021).
 */
function IdCheckIncluded({ user }: { user: SessionUser }) {
  const waiting = user.verificationStatus === 'unverified' || user.verificationStatus === 'rejected';
  const owner = user.userType === 'owner';
  const subscriptions = useSubscriptions();
  const donations = useDonations();
  const paid = owner
    ? (subscriptions.data ?? []).some(
        (item) =>
          item.productName === PRODUCT_LABELS.ownerPremium && ['active', 'trialing'].includes(item.status),
      )
    : (donations.data ?? []).some((item) => ['paid', 'active', 'succeeded'].includes(item.status));
  if (!waiting || !paid) return null;
  return (
    <p className="rounded-xl bg-primary-soft px-4 py-3 font-semibold text-ink">
      ID check included: upload your document. The Verified badge appears once our team has approved it.
    </p>
  );
}
