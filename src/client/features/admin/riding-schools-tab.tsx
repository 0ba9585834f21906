import { Check, X } from 'lucide-react';
import { useState } from 'react';
import {
  RIDING_SCHOOL_MESSAGES,
  RIDING_SCHOOL_REJECTION_REASONS,
  RidingSchoolRejectionSchema,
  type RidingSchoolDecisionInput,
} from '#contract/riding-schools';
import { longDay } from '#contract/rules/riding-school';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { toast } from '#client/components/ui/use-toast';
import { serverText } from '#client/lib/request-errors';
import { useDecideRidingSchool, usePendingRidingSchools } from './api';
import { DocumentViewer } from './document-viewer';
import { formatDateTime } from './format';
import { PagedTab, usePaging } from './list-states';
import { RefusalDialog, type RefusalWords } from './refusal-dialog';

const REJECTION_WORDS: RefusalWords = {
  question: (name) => `Reject ${name}?`,
  closedTitle: 'Reject the riding school',
  description:
    'The owner is e-mailed the reason (and your note), the certificate is deleted, and they can send another.',
  submitLabel: 'Reject riding school',
  pendingLabel: 'Rejecting...',
  noteLabel: 'Note for the owner (optional)',
};

interface Target {
  userId: number;
  businessName: string;
  /** The submission shown: the decision applies to it only, never to a certificate sent since. */
  submittedAt: string;
}

/**
 * Riding Schools (decision 0054): each business waiting for its check, with the name the owner gave, the
 * expiry date they entered and the certificate, to verify, or reject with a reason the owner reads.
 */
export function RidingSchoolsTab() {
  const paging = usePaging();
  const list = usePendingRidingSchools(paging.page);
  const decide = useDecideRidingSchool();
  const [openId, setOpenId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Target | null>(null);

  const send = (target: Target, input: Omit<RidingSchoolDecisionInput, 'submittedAt'>) =>
    decide.mutate(
      { userId: target.userId, submittedAt: target.submittedAt, ...input },
      {
        onSuccess: () => {
          setOpenId(null);
          setRejecting(null);
          toast({
            title: input.action === 'verified' ? 'Riding school verified' : 'Riding school rejected',
            description: target.businessName,
          });
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: RIDING_SCHOOL_MESSAGES.decisionFailed,
            description: serverText(err),
          }),
      },
    );

  return (
    <>
      <PagedTab
        headingId="riding-schools-heading"
        title="Riding Schools"
        query={list}
        loadingLabel="Loading riding schools awaiting a check"
        empty="No riding schools are waiting for a check."
        paging={paging}
        pagerLabel="Riding school pages"
        listClassName="grid gap-4"
        keyOf={(school) => school.userId}
        renderItem={(school) => {
          const owner = `${school.firstName} ${school.lastName}`;
          const target: Target = {
            userId: school.userId,
            businessName: school.businessName,
            submittedAt: school.submittedAt,
          };
          const open = openId === school.userId;
          return (
            <Card className="grid gap-4 p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="grid min-w-0 gap-1">
                  <h3 className="text-lg font-semibold wrap-anywhere text-ink">{school.businessName}</h3>
                  <p className="text-sm wrap-anywhere text-muted">
                    {owner}, <span className="break-all">{school.email}</span>
                  </p>
                  <p className="text-sm text-ink">
                    Insurance expires (as entered): <strong>{longDay(school.insuranceExpiresOn)}</strong>
                  </p>
                  <p className="text-sm text-muted">Submitted {formatDateTime(school.submittedAt)}</p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-expanded={open}
                  onClick={() => setOpenId(open ? null : school.userId)}
                >
                  {open ? 'Hide certificate' : 'View certificate'}
                </Button>
              </div>
              {open ? (
                <DocumentViewer
                  documentUrl={school.certificateUrl}
                  submittedAt={school.submittedAt}
                  memberName={school.businessName}
                  kind="insurance"
                />
              ) : null}
              <p className="text-sm text-muted">
                Check that the certificate names this business, shows public liability cover, and ends on the
                date entered.
              </p>
              <div className="flex flex-wrap gap-3">
                <Button
                  variant="primary"
                  disabled={decide.isPending}
                  onClick={() => send(target, { action: 'verified' })}
                  aria-label={`Verify ${school.businessName}`}
                >
                  <Check aria-hidden="true" className="size-5" />
                  Verify
                </Button>
                <Button
                  variant="destructive"
                  disabled={decide.isPending}
                  onClick={() => setRejecting(target)}
                  aria-label={`Reject ${school.businessName}`}
                >
                  <X aria-hidden="true" className="size-5" />
                  Reject
                </Button>
              </div>
            </Card>
          );
        }}
      />
      <RefusalDialog
        schema={RidingSchoolRejectionSchema}
        reasons={RIDING_SCHOOL_REJECTION_REASONS}
        reasonId="riding-school-reject-reason"
        words={REJECTION_WORDS}
        name={rejecting?.businessName ?? null}
        pending={decide.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={({ reason, note }) => {
          if (rejecting) send(rejecting, { action: 'rejected', reason, ...(note ? { note } : {}) });
        }}
      />
    </>
  );
}
