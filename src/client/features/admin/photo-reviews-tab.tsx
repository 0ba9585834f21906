import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  ADMIN_MESSAGES,
  IMAGE_REJECTION_REASON_LABELS,
  IMAGE_REJECTION_REASONS,
  ImageRejectionSchema,
  type ImageRejectionReason,
  type PendingImage,
} from '#contract/admin';
import { useContractForm } from '#client/components/form';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { labelledOptions, OptionSelect } from '#client/components/ui/select';
import { toast } from '#client/components/ui/use-toast';
import { cn } from '#client/lib/cn';
import { ThumbnailButton } from '#client/components/ui/thumbnail-button';
import { paths } from '#client/lib/paths';
import { serverText } from '#client/lib/request-errors';
import { useApproveImage, usePendingImages } from './api';
import { EmptyState, ListStates, TabSection } from './list-states';
import { useReviewShortcuts } from './use-review-shortcuts';

/** The queue is worked from its head; a page this long keeps the next photos ready. */
const QUEUE_PAGE = { limit: 25, offset: 0 };
const REASON_OPTIONS = labelledOptions(IMAGE_REJECTION_REASONS, IMAGE_REJECTION_REASON_LABELS);

const photoLabel = (image: PendingImage) => `Photo ${image.imageIndex + 1} of ${image.horse.name}`;

/** Photo Reviews: one large photo at a time, approve or reject it with a reason, and the queue advances. */
export function PhotoReviewsTab() {
  const queue = usePendingImages(QUEUE_PAGE);
  const decide = useApproveImage();
  const [selected, setSelected] = useState(0);
  // The reason starts unchosen (the select's prompt); a rejection needs one, an approval does not.
  const rejection = useContractForm(ImageRejectionSchema, { defaultValues: { reason: undefined } });

  const items = queue.data?.items ?? [];
  const index = Math.min(selected, Math.max(0, items.length - 1));
  const current = items[index];

  const choose = (next: number) => {
    if (items.length === 0) return;
    setSelected((next + items.length) % items.length);
    rejection.reset();
  };

  /** Sends the decision on the photo shown; a rejection's reason has been checked by the schema. */
  const decideOn = (image: PendingImage, action: Decision, reason?: ImageRejectionReason) =>
    decide.mutate(
      {
        horseId: image.horse.id,
        imageIndex: image.imageIndex,
        imageUrl: image.imageUrl,
        action,
        ...(reason ? { reason } : {}),
      },
      {
        // The decided photo leaves the queue, so the same position now holds the next one.
        onSuccess: () => {
          rejection.reset();
          toast({
            title: action === 'approved' ? 'Photo approved' : 'Photo rejected',
            description: `${photoLabel(image)}.`,
          });
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: ADMIN_MESSAGES.imageUpdateFailed,
            description: serverText(err),
          }),
      },
    );

  const send = (action: Decision) => {
    if (!current || decide.isPending) return;
    if (action === 'approved') decideOn(current, action);
    else void rejection.handleSubmit(({ reason }) => decideOn(current, action, reason))();
  };

  useReviewShortcuts(
    {
      a: () => send('approved'),
      r: () => send('rejected'),
      j: () => choose(index + 1),
      k: () => choose(index - 1),
    },
    current !== undefined,
  );

  return (
    <TabSection headingId="photo-reviews-heading" title="Photo Reviews">
      <ListStates query={queue} loadingLabel="Loading photos awaiting review">
        {current ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="grid gap-3">
              <p className="text-sm text-muted" aria-live="polite">
                Photo {index + 1} of {queue.data?.total ?? items.length} awaiting review
              </p>
              <div className="overflow-hidden rounded-2xl border border-line bg-primary-soft">
                <img
                  src={current.imageUrl}
                  alt={`${photoLabel(current)}, awaiting review`}
                  className="max-h-[70vh] w-full object-contain"
                />
              </div>
              <p>
                <Link href={paths.horse(current.horse.id)} className="font-semibold text-primary underline">
                  {current.horse.name}
                </Link>{' '}
                <span className="text-muted">
                  · photo {current.imageIndex + 1} · owner{' '}
                  <Link href={paths.user(current.owner.id)} className="text-primary underline">
                    {current.owner.firstName} {current.owner.lastName}
                  </Link>
                </span>
              </p>
            </div>
            <div className="grid content-start gap-4">
              <DecisionButton action="approved" onSend={send} disabled={decide.isPending} />
              <FormField
                label="Reason for rejection"
                id="rejection-reason"
                error={rejection.formState.errors.reason?.message}
              >
                <OptionSelect
                  options={REASON_OPTIONS}
                  prompt="Choose a reason"
                  {...rejection.register('reason')}
                />
              </FormField>
              <DecisionButton action="rejected" onSend={send} disabled={decide.isPending} />
              <ShortcutHelp />
            </div>
            <QueueStrip items={items} selected={index} onChoose={choose} />
          </div>
        ) : (
          <EmptyState>No photos are waiting for review.</EmptyState>
        )}
      </ListStates>
    </TabSection>
  );
}

type Decision = 'approved' | 'rejected';

/** How each decision's button looks, and the key that presses it (see ShortcutHelp). */
const DECISION_BUTTONS = {
  approved: { variant: 'primary', key: 'A', Icon: Check, label: 'Approve' },
  rejected: { variant: 'destructive', key: 'R', Icon: X, label: 'Reject' },
} as const;

function DecisionButton({
  action,
  onSend,
  disabled,
}: {
  action: Decision;
  onSend: (action: Decision) => void;
  disabled: boolean;
}) {
  const { variant, key, Icon, label } = DECISION_BUTTONS[action];
  return (
    <Button
      variant={variant}
      size="lg"
      onClick={() => onSend(action)}
      disabled={disabled}
      aria-keyshortcuts={key}
    >
      <Icon aria-hidden="true" className="size-5" />
      {label}
    </Button>
  );
}

function ShortcutHelp() {
  const keys: [string, string][] = [
    ['A', 'approve'],
    ['R', 'reject with the chosen reason'],
    ['J', 'next photo'],
    ['K', 'previous photo'],
  ];
  return (
    <div className="text-sm text-muted">
      <p className="font-semibold text-ink">Keyboard shortcuts</p>
      <ul className="grid gap-1">
        {keys.map(([key, what]) => (
          <li key={key}>
            <kbd className="rounded border border-line bg-sand px-1.5 font-mono text-ink">{key}</kbd> {what}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The photos waiting after this one; choosing one opens it. */
function QueueStrip({
  items,
  selected,
  onChoose,
}: {
  items: readonly PendingImage[];
  selected: number;
  onChoose: (index: number) => void;
}) {
  if (items.length < 2) return null;
  return (
    <ul aria-label="Review queue" className="flex gap-2 overflow-x-auto pb-2 lg:col-span-2">
      {items.map((item, index) => (
        <li key={`${item.horse.id}-${item.imageIndex}-${item.imageUrl}`} className="shrink-0">
          <ThumbnailButton
            src={item.imageUrl}
            onClick={() => onChoose(index)}
            aria-current={index === selected ? 'true' : undefined}
            aria-label={`Open ${photoLabel(item)}`}
            className={cn(
              'size-20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent',
              index === selected ? 'border-accent' : 'border-line',
            )}
          />
        </li>
      ))}
    </ul>
  );
}
