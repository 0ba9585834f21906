import { Check, Undo2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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

/** How long a confirmed rejection waits before it is sent, so the admin can undo it (decision 0035). */
export const REJECTION_UNDO_SECONDS = 10;

const REASON_OPTIONS = Object.entries(VERIFICATION_REJECTION_REASONS).map(([value, reason]) => ({
  value,
  label: reason.label,
}));

interface Target {
  userId: number;
  name: string;
}

/** A rejection confirmed but not yet sent: Undo drops it; it goes when the time is up or the tab closes. */
interface Queued extends Target {
  input: ApproveVerificationInput;
  timer: ReturnType<typeof setTimeout>;
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
  const [queued, setQueued] = useState<Queued | null>(null);
  const queuedRef = useRef<Queued | null>(null);
  const sendRef = useRef<(queue: Queued) => void>(() => undefined);

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
  sendRef.current = (queue) => send(queue, queue.input);

  /** Takes the waiting rejection off the queue and stops its timer; null when none is waiting. */
  const takeWaiting = () => {
    const waiting = queuedRef.current;
    if (!waiting) return null;
    clearTimeout(waiting.timer);
    queuedRef.current = null;
    setQueued(null);
    return waiting;
  };

  /** Sends the waiting rejection now (its time is up, another one is confirmed, or the tab closes). */
  const flush = () => {
    const waiting = takeWaiting();
    if (waiting) sendRef.current(waiting);
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;
  // Leaving the tab does not lose a confirmed rejection: it is sent at once.
  useEffect(() => () => flushRef.current(), []);

  const undo = () => {
    const waiting = takeWaiting();
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
    flush();
    const input: ApproveVerificationInput = {
      userId: rejecting.userId,
      action: 'rejected',
      reason,
      ...(note ? { note } : {}),
    };
    const waiting: Queued = {
      ...rejecting,
      input,
      timer: setTimeout(() => flushRef.current(), REJECTION_UNDO_SECONDS * 1000),
    };
    queuedRef.current = waiting;
    setQueued(waiting);
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
              {open ? <DocumentViewer documentUrl={member.documentUrl} memberName={name} /> : null}
              {waiting ? (
                <RejectionCountdown name={name} onUndo={undo} />
              ) : (
                <div className="flex flex-wrap gap-3">
                  <Button
                    variant="primary"
                    disabled={decide.isPending}
                    onClick={() =>
                      send({ userId: member.userId, name }, { userId: member.userId, action: 'verified' })
                    }
                    aria-label={`Verify ${name}`}
                  >
                    <Check aria-hidden="true" className="size-5" />
                    Verify
                  </Button>
                  <Button
                    id={`reject-${member.userId}`}
                    variant="destructive"
                    disabled={decide.isPending}
                    onClick={() => openRejection({ userId: member.userId, name })}
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

/** The seconds left to undo a confirmed rejection, and the Undo button. */
function RejectionCountdown({ name, onUndo }: { name: string; onUndo: () => void }) {
  const [left, setLeft] = useState(REJECTION_UNDO_SECONDS);
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    undoRef.current?.focus();
    const tick = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-danger bg-cream p-3">
      {/* Said once to a screen reader; the ticking seconds are for the eye only. */}
      <p role="status" className="sr-only">
        Rejecting {name}: the e-mail goes in {REJECTION_UNDO_SECONDS} seconds unless you undo it.
      </p>
      <p aria-hidden="true" className="min-w-0 flex-1 text-sm text-ink">
        Rejecting {name}: the e-mail goes in <span className="font-semibold tabular-nums">{left}</span>{' '}
        seconds.
      </p>
      <Button ref={undoRef} variant="outline" onClick={onUndo} aria-label={`Undo the rejection of ${name}`}>
        <Undo2 aria-hidden="true" className="size-5" />
        Undo
      </Button>
    </div>
  );
}
