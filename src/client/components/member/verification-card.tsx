import { FileCheck2, Upload } from 'lucide-react';
import type { SessionUser } from '#contract/users';
import {
  VERIFICATION_LIMITS,
  VERIFICATION_MESSAGES,
  VerificationDocumentSchema,
} from '#contract/verification';
import { PrivateDocumentField, useContractForm, usePrivateDocumentUpload } from '#client/components/form';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { useUploadVerificationDocument } from '#client/lib/queries/verification';
import { useDonations, useSubscriptions } from '#client/lib/queries/payments';
import { PRODUCT_LABELS } from '#contract/payments';
import { cn } from '#client/lib/cn';
import { VerificationStatusBadge } from './verification-status-badge';

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
  // Nothing chosen yet. The file input is not registered: the browser alone may set its files.
  const form = useContractForm(VerificationDocumentSchema, {
    defaultValues: { [FIELD]: undefined },
  });
  const { inputRef: input, replies } = usePrivateDocumentUpload(form, VERIFICATION_MESSAGES.uploaded);
  const problem = form.formState.errors[FIELD]?.message;

  // A chosen file is checked at once; choosing none (cancelling) says nothing.
  const onChoose = (chosen: File | undefined) =>
    chosen ? form.setValue(FIELD, chosen, { shouldValidate: true }) : form.resetField(FIELD);

  const onSubmit = form.handleSubmit(
    (values) => upload.mutate(values[FIELD], replies),
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
            <PrivateDocumentField
              label="Verification document"
              error={problem}
              onChoose={onChoose}
              inputRef={input}
            />
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
