import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_MESSAGES, type ApproveVerificationInput } from '#contract/admin';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { toast } from '#client/components/ui/use-toast';
import { USER_TYPE_LABELS } from '#client/lib/format';
import { serverText } from '#client/lib/request-errors';
import { useApproveVerification, usePendingVerifications } from './api';
import { DocumentViewer } from './document-viewer';
import { formatDateTime } from './format';
import { PagedTab, usePaging } from './list-states';
import { UndoCountdown, useUndoWindow } from './undo-window';
import { VerificationRefusalDialog, type VerificationRefusal } from './verification-refusal-dialog';

interface Target {
  userId: number;
  name: string;
  /** When the document shown was submitted, as listed: the decision applies to that document only. */
  submittedAt: string | null;
}

/** Who is decided, and which of their documents: the one the admin was shown (decision 0044). */
const decisionOf = (target: Target) => ({
  userId: target.userId,
  ...(target.submittedAt ? { submittedAt: target.submittedAt } : {}),
});

/** A rejection confirmed and waiting out its undo time. */
interface Queued extends Target {
  input: ApproveVerificationInput;
}

/** ID Verifications: each pending member, their document, and verify, or reject with a reason. */
export function VerificationsTab() {
  const paging = usePaging();
  const list = usePendingVerifications(paging.page);
  const decide = useApproveVerification();
  const [openId, setOpenId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Target | null>(null);

  const send = (target: Target, input: ApproveVerificationInput) =>
    decide.mutate(input, {
      onSuccess: () => {
        setOpenId(null);
        toast({
          title: input.action === 'verified' ? 'Member verified' : 'Verification rejected',
          description: target.name,
        });
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: ADMIN_MESSAGES.verificationUpdateFailed,
          description: serverText(err),
        }),
    });
  const undoWindow = useUndoWindow<Queued>((queued) => send(queued, queued.input));
  const queued = undoWindow.waiting;

  const undo = () => {
    const waiting = undoWindow.undo();
    if (!waiting) return;
    toast({ title: 'Rejection undone', description: `${waiting.name} is still awaiting a decision.` });
    requestAnimationFrame(() => document.getElementById(`reject-${waiting.userId}`)?.focus());
  };

  const openRejection = (target: Target) => setRejecting(target);

  const confirmRejection = ({ reason, note }: VerificationRefusal) => {
    if (!rejecting) return;
    undoWindow.queue({
      ...rejecting,
      // Only while the check is still pending: never a verification another admin has just given.
      input: {
        ...decisionOf(rejecting),
        action: 'rejected',
        reason,
        ...(note ? { note } : {}),
        currentStatus: 'pending',
      },
    });
    setRejecting(null);
  };

  return (
    <>
      <PagedTab
        headingId="verifications-heading"
        title="ID Verifications"
        query={list}
        loadingLabel="Loading verifications awaiting a decision"
        empty="No verifications are waiting for a decision."
        paging={paging}
        pagerLabel="Verification pages"
        listClassName="grid gap-4"
        keyOf={(member) => member.userId}
        renderItem={(member) => {
          const name = `${member.firstName} ${member.lastName}`;
          const target: Target = { userId: member.userId, name, submittedAt: member.submittedAt };
          const open = openId === member.userId;
          const waiting = queued?.userId === member.userId;
          return (
            <Card className="grid gap-4 p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold wrap-anywhere text-ink">{name}</h3>
                  <p className="break-all text-sm text-muted">{member.email}</p>
                  <p className="text-sm text-muted">
                    <Badge className="mr-2">{USER_TYPE_LABELS[member.userType]}</Badge>
                    Submitted {member.submittedAt ? formatDateTime(member.submittedAt) : 'at an unknown time'}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-expanded={open}
                  onClick={() => setOpenId(open ? null : member.userId)}
                >
                  {open ? 'Hide document' : 'View document'}
                </Button>
              </div>
              {open ? (
                <DocumentViewer
                  documentUrl={member.documentUrl}
                  submittedAt={member.submittedAt}
                  memberName={name}
                />
              ) : null}
              {waiting ? (
                <UndoCountdown
                  doing={`Rejecting ${name}`}
                  undoLabel={`Undo the rejection of ${name}`}
                  onUndo={undo}
                />
              ) : (
                <div className="flex flex-wrap gap-3">
                  <Button
                    variant="primary"
                    disabled={decide.isPending}
                    onClick={() => send(target, { ...decisionOf(target), action: 'verified' })}
                    aria-label={`Verify ${name}`}
                  >
                    <Check aria-hidden="true" className="size-5" />
                    Verify
                  </Button>
                  <Button
                    id={`reject-${member.userId}`}
                    variant="destructive"
                    disabled={decide.isPending}
                    onClick={() => openRejection(target)}
                    aria-label={`Reject the verification of ${name}`}
                  >
                    <X aria-hidden="true" className="size-5" />
                    Reject
                  </Button>
                </div>
              )}
            </Card>
          );
        }}
      />
      <VerificationRefusalDialog
        kind="reject"
        name={rejecting?.name ?? null}
        pending={decide.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={confirmRejection}
      />
    </>
  );
}
