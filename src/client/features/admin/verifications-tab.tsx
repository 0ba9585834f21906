import { Check, X } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import {
  ADMIN_MESSAGES,
  ADMIN_NOTE_MAX_LENGTH,
  VERIFICATION_REJECTION_REASONS,
  VerificationRejectionSchema,
  type ApproveVerificationInput,
} from '#contract/admin';
import { ReasonAndNoteFields, useContractForm } from '#client/components/form';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { DialogForm } from '#client/components/ui/dialog-form';
import { toast } from '#client/components/ui/use-toast';
import { USER_TYPE_LABELS } from '#client/lib/format';
import { serverText } from '#client/lib/request-errors';
import { useApproveVerification, usePendingVerifications } from './api';
import { DocumentViewer } from './document-viewer';
import { formatDateTime } from './format';
import { PagedTab, usePaging } from './list-states';
import { REJECTION_UNDO_SECONDS, UndoCountdown, useUndoWindow } from './undo-window';

const REASON_OPTIONS = Object.entries(VERIFICATION_REJECTION_REASONS).map(([value, reason]) => ({
  value,
  label: reason.label,
}));

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
  // The reason starts unchosen (the select's prompt), which the schema refuses with its message.
  const rejection = useContractForm(VerificationRejectionSchema, {
    defaultValues: { reason: undefined, note: '' },
  });

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

  const openRejection = (target: Target) => {
    rejection.reset();
    setRejecting(target);
  };

  const confirmRejection = ({ reason, note }: z.output<typeof VerificationRejectionSchema>) => {
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
                  <h3 className="text-lg font-semibold break-words text-ink">{name}</h3>
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
      <DialogForm
        open={rejecting !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setRejecting(null))}
        title={rejecting ? `Reject the verification of ${rejecting.name}?` : 'Reject the verification'}
        description={`The member is e-mailed the reason (and your note), and can upload another document. You can undo for ${REJECTION_UNDO_SECONDS} seconds after confirming.`}
        form={rejection}
        onValid={confirmRejection}
        pending={decide.isPending}
        submitLabel="Reject verification"
        pendingLabel="Rejecting..."
        submitVariant="destructive"
      >
        <ReasonAndNoteFields
          form={rejection.fields}
          reasons={REASON_OPTIONS}
          reasonId="verification-rejection-reason"
          note="note"
          noteLabel="Note for the member (optional)"
          noteMaxLength={ADMIN_NOTE_MAX_LENGTH}
        />
      </DialogForm>
    </>
  );
}
