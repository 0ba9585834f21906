import { School, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  RIDING_SCHOOL_LIMITS,
  RIDING_SCHOOL_MESSAGES,
  RidingSchoolCertificateSchema,
  RidingSchoolDeclareSchema,
  type RidingSchool,
  type RidingSchoolShownStatus,
} from '#contract/riding-schools';
import { longDay } from '#contract/rules/riding-school';
import type { SessionUser } from '#contract/users';
import { PrivateDocumentField, useContractForm, usePrivateDocumentUpload } from '#client/components/form';
import { Alert } from '#client/components/ui/alert';
import { Badge, type BadgeVariant } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { RegisteredInput } from '#client/components/ui/registered-input';
import { SubmitButton } from '#client/components/ui/submit-button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { paths } from '#client/lib/paths';
import {
  useDeclareRidingSchool,
  useMyRidingSchool,
  useSendInsuranceCertificate,
  useWithdrawRidingSchool,
} from './riding-school-api';

/** What is checked, said the same way wherever the owner meets it (docs/decisions/0054). */
const WHAT_IS_CHECKED =
  'Our team checks the business’s name and its insurance certificate. Your horses are listed, with the Verified riding school badge, only once the check is done, while the insurance is in date and while you hold Horse Owner Premium.';

const STATUS: Record<RidingSchoolShownStatus, { label: string; variant: BadgeVariant }> = {
  declared: { label: 'Certificate needed', variant: 'muted' },
  pending: { label: 'Waiting for check', variant: 'default' },
  verified: { label: 'Verified', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'danger' },
  expired: { label: 'Insurance expired', variant: 'danger' },
};

function statusText(school: RidingSchool): string {
  const until = school.verifiedUntil ? longDay(school.verifiedUntil) : null;
  switch (school.status) {
    case 'declared':
      return 'Upload your insurance certificate with its expiry date so we can check your business. Until then your horses are not listed.';
    case 'pending':
      return school.isVerifiedRidingSchool && until
        ? `We have your new certificate and will check it soon. Meanwhile your horses stay listed on the certificate we checked, until ${until}.`
        : 'We have your certificate and will check it soon. Until then your horses are not listed.';
    case 'verified':
      return `Checked. Your insurance is in date until ${until ?? 'the date you gave'}; we will remind you 30 days before it expires.`;
    case 'rejected':
      return 'We could not verify your business from the certificate you sent. Please upload another.';
    case 'expired':
      return `Your insurance expired on ${until ?? 'its expiry date'}, so your horses are not listed. Upload your renewed certificate and we will check it.`;
  }
}

/**
 * My Profile, owners only: say you are a riding school or equestrian centre (the business's name), send
 * the insurance certificate and its expiry date, and see where the check stands and whether your horses
 * are listed (they need Premium too).
 */
export function RidingSchoolCard({ user }: { user: SessionUser }) {
  const mine = useMyRidingSchool(user.id);
  const school = mine.data?.ridingSchool ?? null;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Riding school or equestrian centre</CardTitle>
        {school ? <Badge variant={STATUS[school.status].variant}>{STATUS[school.status].label}</Badge> : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <CardDescription className="text-base">{WHAT_IS_CHECKED}</CardDescription>
        {mine.isPending ? null : school ? (
          <RidingSchoolStanding userId={user.id} school={school} />
        ) : (
          <BusinessNameForm userId={user.id} current={null} />
        )}
      </CardContent>
    </Card>
  );
}

function RidingSchoolStanding({ userId, school }: { userId: number; school: RidingSchool }) {
  const withdraw = useWithdrawRidingSchool(userId);
  const [renaming, setRenaming] = useState(false);
  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-2 font-semibold wrap-anywhere text-ink">
        <School aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {school.businessName}
      </p>
      <p className="text-ink">{statusText(school)}</p>
      {school.rejection ? (
        <Alert variant="danger" title="Why we could not verify it">
          <p>{school.rejection.reason}</p>
          {school.rejection.note ? <p>Our reviewer added: {school.rejection.note}</p> : null}
        </Alert>
      ) : null}
      {school.isVerifiedRidingSchool ? (
        <Alert variant="success" title="Your horses are listed">
          Your profile and horses show the {RIDING_SCHOOL_MESSAGES.badge} badge.
        </Alert>
      ) : null}
      {school.isPremium ? null : (
        <Alert title="Listing needs Horse Owner Premium">
          A riding school’s horses are listed only while it holds Horse Owner Premium, and you do not hold it
          at the moment. <Link href={paths.myProfile('membership')}>See Membership</Link>.
        </Alert>
      )}
      {school.status === 'pending' || school.status === 'verified' ? null : (
        <CertificateForm userId={userId} />
      )}
      {renaming ? (
        <BusinessNameForm userId={userId} current={school.businessName} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setRenaming(true)}>
            Change the business name
          </Button>
          <Button
            variant="outline"
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(undefined, {
                onSuccess: () => toast({ title: RIDING_SCHOOL_MESSAGES.withdrawn }),
                onError: (err) => toast({ variant: 'destructive', title: errorMessage(err) }),
              })
            }
          >
            We are not a riding school
          </Button>
        </div>
      )}
      {school.status === 'verified' ? (
        <details className="rounded-xl border border-line p-4">
          <summary className="cursor-pointer font-semibold text-primary">Send a renewed certificate</summary>
          <div className="mt-3">
            <CertificateForm userId={userId} />
          </div>
        </details>
      ) : null}
    </div>
  );
}

/** The business's name: "we are a riding school", or a new name (checked again once a certificate was sent). */
function BusinessNameForm({
  userId,
  current,
  onDone,
}: {
  userId: number;
  current: string | null;
  onDone?: () => void;
}) {
  const declare = useDeclareRidingSchool(userId);
  const form = useContractForm(RidingSchoolDeclareSchema, { defaultValues: { businessName: current ?? '' } });
  const onSubmit = form.handleSubmit((values) =>
    declare.mutate(values, {
      onSuccess: () => {
        toast({ title: RIDING_SCHOOL_MESSAGES.declared });
        onDone?.();
      },
      onError: (err) => {
        if (!form.showServerErrors(err)) toast({ variant: 'destructive', title: errorMessage(err) });
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <RegisteredInput
        form={form.fields}
        name="businessName"
        label="Business name"
        hint={current ? 'A new name is checked again.' : 'The name on your insurance certificate.'}
        maxLength={RIDING_SCHOOL_LIMITS.businessNameMax}
        autoComplete="organization"
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton variant="primary" pending={declare.isPending} pendingLabel="Saving...">
          {current ? 'Save the name' : 'We are a riding school'}
        </SubmitButton>
        {onDone ? (
          <Button variant="outline" size="lg" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

const FILE = RIDING_SCHOOL_LIMITS.field;

/** The insurance certificate (an image or PDF, checked before sending) and the day it expires. */
function CertificateForm({ userId }: { userId: number }) {
  const send = useSendInsuranceCertificate(userId);
  const form = useContractForm(RidingSchoolCertificateSchema, {
    defaultValues: { insuranceExpiresOn: '', [FILE]: undefined },
  });
  const { inputRef, replies } = usePrivateDocumentUpload(form, RIDING_SCHOOL_MESSAGES.uploaded);
  const problem = form.formState.errors[FILE]?.message;

  const onChoose = (chosen: File | undefined) =>
    chosen ? form.setValue(FILE, chosen, { shouldValidate: true }) : form.resetField(FILE);

  const onSubmit = form.handleSubmit((values) =>
    send.mutate({ file: values[FILE], expiresOn: values.insuranceExpiresOn }, replies),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <RegisteredInput
        form={form.fields}
        name="insuranceExpiresOn"
        label="Insurance expiry date"
        hint="The last day the certificate covers."
        type="date"
      />
      <PrivateDocumentField
        label="Insurance certificate"
        error={problem}
        onChoose={onChoose}
        inputRef={inputRef}
      />
      <Button type="submit" variant="primary" className="justify-self-start" disabled={send.isPending}>
        <Upload aria-hidden="true" className="size-4" />
        {send.isPending ? 'Uploading...' : 'Send the certificate'}
      </Button>
    </form>
  );
}
