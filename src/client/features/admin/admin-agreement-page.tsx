import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ADMIN_MESSAGES } from '#contract/admin';
import { agreementStatusInWords } from '#contract/rules/agreement-words';
import { AgreementChanges, AgreementParties } from '#client/components/agreements/agreement-parts';
import { AgreementDocument } from '#client/components/agreements/agreement-document';
import { PageContainer } from '#client/components/layout/page-container';
import { NoticePage, PageSpinner } from '#client/components/layout/page-states';
import { Alert } from '#client/components/ui/alert';
import { buttonClasses } from '#client/components/ui/button';
import { ApiError } from '#client/lib/api';
import { paths } from '#client/lib/paths';
import { parseRouteId } from '#client/lib/route-id';
import { usePageTitle } from '#client/lib/use-page-title';
import { useReportedAgreement } from './api';

const statusOf = (err: unknown) =>
  err instanceof Error && err.cause instanceof ApiError ? err.cause.status : undefined;

const reportsTab = `${paths.adminDashboard()}?tab=reports`;

/** The reader is neither member, so the status line names both (agreementStatusInWords). */
const NO_MEMBER = 0;

/**
 * /admin/agreements/{requestId}: the agreement a report names, for the admin deciding it (decision 0053),
 * to read only: its latest version and who accepted it, in the members' own words. Without a report
 * naming it the server refuses (403) and the page says why; without an admin session, to the sign-in.
 */
export function AdminAgreementPage() {
  const [, navigate] = useLocation();
  const id = parseRouteId(useParams<{ id: string }>().id);
  const agreement = useReportedAgreement(id);
  const status = statusOf(agreement.error);
  const data = agreement.data;
  usePageTitle(data ? `Reported agreement: ${data.facts.horse.name}` : 'Reported agreement');

  useEffect(() => {
    if (status === 401) navigate(paths.admin(), { replace: true });
  }, [status, navigate]);

  const back = (
    <Link href={reportsTab} className={buttonClasses('primary')}>
      Back to Reports
    </Link>
  );
  if (id === null || status === 403 || status === 404)
    return (
      <NoticePage title="Agreement not available" actions={back}>
        {status === 404 ? 'There is no agreement here.' : ADMIN_MESSAGES.agreementNotReported}
      </NoticePage>
    );
  if (agreement.isPending || status === 401) return <PageSpinner label="Loading the agreement" showLabel />;
  if (!data) return <Alert variant="danger">Failed to fetch the agreement</Alert>;

  return (
    <PageContainer className="py-8 sm:py-14">
      <article className="mx-auto grid max-w-3xl grid-cols-1 gap-6" aria-labelledby="agreement-title">
        <header className="grid gap-2">
          <p className="text-sm font-semibold text-muted">Reported agreement</p>
          <h1 id="agreement-title" className="text-3xl font-bold wrap-anywhere text-primary sm:text-4xl">
            {data.facts.kind === 'share' ? 'Share' : 'Visit'} agreement: {data.facts.horse.name}
          </h1>
          <AgreementParties agreement={data} />
          <p className="font-semibold text-ink">{agreementStatusInWords(data, NO_MEMBER)}</p>
        </header>
        <Alert variant="info">
          Private to its two members: you can read it because a report names it, and this reading is in the
          audit log.
        </Alert>
        <div>
          <Link href={reportsTab} className="font-semibold text-primary underline">
            Back to Reports
          </Link>
        </div>
        <AgreementChanges agreement={data} />
        <AgreementDocument agreement={data} />
      </article>
    </PageContainer>
  );
}
