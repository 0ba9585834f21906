import { Download, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { AGREEMENT_MESSAGES, agreementPdfPath, type AgreementView } from '#contract/agreements';
import { agreementStatusInWords, waitsFor } from '#contract/rules/agreement-words';
import { PageContainer } from '#client/components/layout/page-container';
import { NoticePage, PageSpinner } from '#client/components/layout/page-states';
import { ReportButton } from '#client/components/safety/report-button';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { ApiError, errorMessage } from '#client/lib/api';
import { useCurrentUser } from '#client/lib/auth';
import { paths } from '#client/lib/paths';
import { useAgreement } from '#client/lib/queries/agreements';
import { parseRouteId } from '#client/lib/route-id';
import { usePageTitle } from '#client/lib/use-page-title';
import { useAgreementActions } from './api';
import { AgreementChanges, AgreementParties } from '#client/components/agreements/agreement-parts';
import { AgreementDocument } from '#client/components/agreements/agreement-document';
import { AgreementForm } from './agreement-form';

const notFound = (err: unknown) =>
  err instanceof Error && err.cause instanceof ApiError && err.cause.status === 404;

/**
 * /requests/{id}/agreement: a visit's or share's agreement for its two members, printable (the site's
 * bar and the buttons stay off paper) and as a PDF. The owner completes and edits it; each member
 * accepts the latest version; what changed since the one before is listed.
 */
export function AgreementPage() {
  const [, navigate] = useLocation();
  const id = parseRouteId(useParams<{ id: string }>().id);
  const { data: user, isLoading } = useCurrentUser();
  const agreement = useAgreement(id ?? 0, id !== null && !!user);
  const data = agreement.data;
  const title = data
    ? `${data.facts.kind === 'share' ? 'Share' : 'Visit'} agreement: ${data.facts.horse.name}`
    : 'Agreement';
  usePageTitle(title);

  useEffect(() => {
    if (!isLoading && !user)
      navigate(paths.login(id ? paths.agreement(id) : paths.requests()), { replace: true });
  }, [isLoading, user, navigate, id]);

  if (id === null || notFound(agreement.error))
    return (
      <NoticePage
        title="Agreement not found"
        actions={
          <Link href={paths.requests()} className={buttonClasses('primary')}>
            Go to your requests
          </Link>
        }
      >
        There is no agreement here for you. An agreement is read only by the two members of its visit or share
        (and by our team, when one of them reports it).
      </NoticePage>
    );
  if (isLoading || !user || agreement.isPending)
    return <PageSpinner label="Loading the agreement" showLabel />;
  if (!data) return <Alert variant="danger">Failed to fetch the agreement</Alert>;
  return <Agreement agreement={data} title={title} myId={user.id} />;
}

function Agreement({ agreement, title, myId }: { agreement: AgreementView; title: string; myId: number }) {
  const [editing, setEditing] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const { accept } = useAgreementActions(agreement.requestId);
  const completing = agreement.canEdit && agreement.version === 0;
  const changed = () => {
    setEditing(false);
    // The form or the button pressed has gone: focus the line that says where it stands now.
    setTimeout(() => status.current?.focus());
  };
  const acceptIt = () =>
    accept.mutate(agreement.version, {
      onSuccess: () => {
        toast({ title: AGREEMENT_MESSAGES.accepted });
        changed();
      },
      onError: (err) =>
        toast({ variant: 'destructive', title: 'Could not accept', description: errorMessage(err) }),
    });
  const owner = agreement.facts.owner.name.split(' ')[0];

  return (
    <PageContainer className="py-8 sm:py-14 print:py-0">
      <article className="mx-auto grid max-w-3xl grid-cols-1 gap-6" aria-labelledby="agreement-title">
        <header className="grid gap-2">
          <p className="text-sm font-semibold text-muted">{agreement.siteName}</p>
          <h1 id="agreement-title" className="text-3xl font-bold wrap-anywhere text-primary sm:text-4xl">
            {title}
          </h1>
          <AgreementParties agreement={agreement} />
          <p ref={status} tabIndex={-1} className="font-semibold text-ink focus:outline-none">
            {agreementStatusInWords(agreement, myId)}
          </p>
        </header>

        <div className="flex flex-wrap items-center gap-3 print:hidden">
          {waitsFor(agreement, myId) && agreement.open ? (
            <Button onClick={acceptIt} disabled={accept.isPending}>
              {`Accept version ${agreement.version}`}
            </Button>
          ) : null}
          {agreement.canEdit && !completing && !editing ? (
            <Button variant="outline" onClick={() => setEditing(true)}>
              Edit the agreement
            </Button>
          ) : null}
          {agreement.version > 0 ? (
            <a href={agreementPdfPath(agreement.requestId)} download className={buttonClasses('outline')}>
              <Download aria-hidden="true" className="size-5" />
              Download PDF
            </a>
          ) : null}
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-5" />
            Print
          </Button>
          <Link href={paths.requests()} className="font-semibold text-primary underline">
            Back to your requests
          </Link>
          {/* The two members' own; a report lets the site's team read it (decision 0053). */}
          {agreement.version > 0 ? (
            <ReportButton
              target={{ targetType: 'agreement', targetId: agreement.requestId }}
              what="this agreement"
            />
          ) : null}
        </div>

        {agreement.factsChanged && agreement.canEdit ? (
          <Alert variant="info" className="print:hidden">
            The arrangement has changed since version {agreement.version} (its days or terms). Save the
            agreement again to bring it up to date; {agreement.facts.sharer.name.split(' ')[0]} will be asked
            to accept it again.
          </Alert>
        ) : null}
        {agreement.version === 0 && !agreement.canEdit ? (
          <Alert variant="info" className="print:hidden">
            {owner} has not completed the agreement yet. It shows here, for you to read and accept, once they
            have.
          </Alert>
        ) : null}

        {completing || editing ? (
          <section aria-labelledby="agreement-form-title" className="grid gap-3">
            <h2 id="agreement-form-title" className="text-xl font-semibold text-primary">
              {completing ? 'Complete the agreement' : 'Edit the agreement'}
            </h2>
            <p className="text-muted">
              The days, the trial, the notice and the horse come from the arrangement. Saving accepts it for
              you;
              {` ${agreement.facts.sharer.name.split(' ')[0]}`} is asked to read and accept it.
            </p>
            <AgreementForm
              agreement={agreement}
              onDone={changed}
              onCancel={completing ? undefined : () => setEditing(false)}
            />
          </section>
        ) : null}

        <AgreementChanges agreement={agreement} />

        <AgreementDocument agreement={agreement} />
      </article>
    </PageContainer>
  );
}
