import { Ban, Eye, EyeOff, ListTree, MailPlus, RotateCcw, Search, ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ADMIN_NOTE_MAX_LENGTH,
  AdminUsersQuerySchema,
  MemberActionSchema,
  type AdminUser,
  type ApproveVerificationInput,
  type MemberActionInput,
} from '#contract/admin';
import { useContractForm } from '#client/components/form';
import { VerificationStatusBadge } from '#client/components/member/verification-status-badge';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { DialogForm } from '#client/components/ui/dialog-form';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { USER_TYPE_LABELS } from '#client/lib/format';
import { paths } from '#client/lib/paths';
import { serverText } from '#client/lib/request-errors';
import { Link } from 'wouter';
import {
  useAdminUsers,
  useApproveVerification,
  useMemberHorses,
  useMemberSuspension,
  useResendConfirmation,
} from './api';
import { formatDate, formatDateTime } from './format';
import { PagedList, TabSection, usePaging } from './list-states';
import { LISTING_HIDE_REASONS } from '#contract/listing-moderation';
import { useListingActions } from './listing-moderation';
import { UndoCountdown, useUndoWindow } from './undo-window';
import { VerificationRefusalDialog, type VerificationRefusal } from './verification-refusal-dialog';

/** The search box: the list query's own rule for `q`. */
const SearchSchema = AdminUsersQuerySchema.pick({ q: true });

const nameOf = (user: AdminUser) => `${user.firstName} ${user.lastName}`;

/** A withdrawal of a verification confirmed and waiting out its undo time (decision 0044). */
interface Revocation {
  userId: number;
  name: string;
  input: ApproveVerificationInput;
}

/** A verified member's row: withdraw the verification, watch the undo time, or see it being sent. */
interface RevokeControls {
  waiting: boolean;
  sending: boolean;
  busy: boolean;
  onRevoke: () => void;
  onUndo: () => void;
}

/**
 * Users: every member with the fields admins may see (docs/product.md §M6), searchable by name or
 * e-mail, or one member (`userId`, where the audit log links). Each can be suspended or restored with a
 * reason, their listings opened (hidden ones too), and a new confirmation link sent; a verified member's
 * verification can be withdrawn with a reason, undone for a few seconds (docs/product.md §M2, Admin
 * dashboard; decision 0044).
 */
export function UsersTab({ userId, onShowAll }: { userId?: number | undefined; onShowAll: () => void }) {
  const search = useContractForm(SearchSchema, { defaultValues: { q: '' } });
  const [q, setQ] = useState('');
  const paging = usePaging();
  const list = useAdminUsers({ q: userId === undefined ? q : '', ...paging.page, id: userId });
  const suspension = useMemberSuspension();
  const [acting, setActing] = useState<{ user: AdminUser; action: 'suspend' | 'unsuspend' } | null>(null);
  const decision = useContractForm(MemberActionSchema, { defaultValues: { reason: '' } });
  const decideVerification = useApproveVerification();
  const [revoking, setRevoking] = useState<AdminUser | null>(null);
  const undoWindow = useUndoWindow<Revocation>((revoked) =>
    decideVerification.mutate(revoked.input, {
      onSuccess: () => toast({ title: 'Verification revoked', description: revoked.name }),
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: 'Could not revoke the verification',
          description: serverText(err),
        }),
    }),
  );
  const sendingTo = decideVerification.isPending ? decideVerification.variables.userId : undefined;
  const listing = useListingActions();

  const confirmRevocation = ({ reason, note }: VerificationRefusal) => {
    if (!revoking) return;
    undoWindow.queue({
      userId: revoking.id,
      name: nameOf(revoking),
      // Only while the member is still verified: what the admin saw on this row.
      input: {
        userId: revoking.id,
        action: 'rejected',
        reason,
        ...(note ? { note } : {}),
        currentStatus: 'verified',
      },
    });
    setRevoking(null);
  };

  const undoRevocation = () => {
    const undone = undoWindow.undo();
    if (!undone) return;
    toast({ title: 'Revocation undone', description: `${undone.name} is still verified.` });
    requestAnimationFrame(() => document.getElementById(`revoke-${undone.userId}`)?.focus());
  };

  const onSearch = search.handleSubmit((values) => {
    setQ(values.q ?? '');
    paging.setOffset(0);
    if (userId !== undefined) onShowAll();
  });

  const startAction = (user: AdminUser, action: 'suspend' | 'unsuspend') => {
    decision.reset({ reason: '' });
    setActing({ user, action });
  };

  const confirmAction = ({ reason }: MemberActionInput) => {
    if (!acting) return;
    const { user, action } = acting;
    suspension.mutate(
      { userId: user.id, action, reason },
      {
        onSuccess: () => {
          setActing(null);
          toast({
            title: action === 'suspend' ? 'Member suspended' : 'Suspension lifted',
            description: nameOf(user),
          });
        },
        onError: (err) => {
          decision.showServerErrors(err);
          toast({
            variant: 'destructive',
            title: 'Could not save the decision',
            description: serverText(err),
          });
        },
      },
    );
  };

  const total = list.data?.total ?? 0;
  const suspending = acting?.action === 'suspend';
  return (
    <TabSection headingId="users-heading" title="Users">
      {listing.panel}
      <form role="search" onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-2">
          <Label htmlFor="admin-user-search">Search by name or email</Label>
          <Input id="admin-user-search" type="search" maxLength={100} {...search.register('q')} />
        </div>
        <Button type="submit" variant="primary">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
      <PagedList
        query={list}
        loadingLabel="Loading members"
        summary={
          userId !== undefined ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-muted" aria-live="polite">
                {total === 0 ? 'No member with this id.' : 'Showing one member.'}
              </p>
              <Button variant="outline" size="sm" onClick={onShowAll}>
                Show all members
              </Button>
            </div>
          ) : (
            <p className="wrap-anywhere text-sm text-muted" aria-live="polite">
              {q ? `${total} members match “${q}”` : `${total} members`}
            </p>
          )
        }
        empty={q ? 'No member matches this search.' : 'No members yet.'}
        paging={paging}
        pagerLabel="Member pages"
        listClassName="grid gap-3 md:grid-cols-2"
        keyOf={(user) => user.id}
        renderItem={(user) => (
          <UserCard
            user={user}
            listing={listing}
            busy={suspension.isPending}
            onAction={(action) => startAction(user, action)}
            revoke={{
              waiting: undoWindow.waiting?.userId === user.id,
              sending: sendingTo === user.id,
              busy: decideVerification.isPending,
              onRevoke: () => setRevoking(user),
              onUndo: undoRevocation,
            }}
          />
        )}
      />
      <DialogForm
        open={acting !== null}
        onClose={() => setActing(null)}
        title={
          acting
            ? `${suspending ? 'Suspend' : 'Lift the suspension of'} ${nameOf(acting.user)}?`
            : 'Suspend member'
        }
        description={
          suspending
            ? 'They will be signed out everywhere and cannot sign in again; their profile and listings are hidden, and open reports about them are closed. The reason below is e-mailed to them.'
            : 'They can sign in again, and the listings hidden with the suspension are shown again (a listing hidden for a report of its own stays hidden). They are told by e-mail; the reason stays in the audit log.'
        }
        form={decision}
        onValid={confirmAction}
        pending={suspension.isPending}
        submitLabel={suspending ? 'Suspend member' : 'Lift suspension'}
        pendingLabel={suspending ? 'Suspending...' : 'Lifting...'}
        submitVariant={suspending ? 'destructive' : 'primary'}
      >
        <FormField
          label={suspending ? 'Reason sent to the member' : 'Reason (kept in the audit log)'}
          error={decision.formState.errors.reason?.message}
          required
        >
          <Textarea {...decision.register('reason')} maxLength={ADMIN_NOTE_MAX_LENGTH} />
        </FormField>
      </DialogForm>
      {listing.dialogs}
      <VerificationRefusalDialog
        kind="revoke"
        name={revoking ? nameOf(revoking) : null}
        pending={decideVerification.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={confirmRevocation}
      />
    </TabSection>
  );
}

type ListingActions = ReturnType<typeof useListingActions>;

function UserCard({
  user,
  listing,
  busy,
  onAction,
  revoke,
}: {
  user: AdminUser;
  listing: ListingActions;
  busy: boolean;
  onAction: (action: 'suspend' | 'unsuspend') => void;
  revoke: RevokeControls;
}) {
  const [showHorses, setShowHorses] = useState(false);
  const horsesId = useId();
  const resend = useResendConfirmation();
  const name = nameOf(user);
  // An approved ID check can be withdrawn (decision 0044); a pending one is decided in ID Verifications.
  const revocable = user.verificationStatus === 'verified' && !user.deleted;
  const facts: [string, string | null][] = [
    ['Email', user.email],
    ['Phone', user.phone],
    ['Location', user.location],
    ['Postcode', user.postcode],
    ['Joined', formatDate(user.createdAt)],
    ['Bio', user.bio],
  ];
  if (user.suspendedAt) facts.push(['Suspended on', formatDateTime(user.suspendedAt)]);

  const sendLink = () =>
    resend.mutate(user.id, {
      onSuccess: (reply) => toast({ title: reply.message, description: user.email }),
      onError: (err) =>
        toast({ variant: 'destructive', title: 'Could not send the link', description: serverText(err) }),
    });

  return (
    <Card className="grid h-full content-start gap-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold wrap-anywhere text-ink">{name}</h3>
        <Badge>{USER_TYPE_LABELS[user.userType]}</Badge>
        <VerificationStatusBadge status={user.verificationStatus} />
        {user.suspendedAt ? <Badge variant="danger">Suspended</Badge> : null}
        {user.deleted ? <Badge variant="muted">Deleted account</Badge> : null}
        {!user.emailVerified && !user.deleted ? <Badge variant="outline">E-mail not confirmed</Badge> : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="wrap-anywhere text-ink">{value || 'Not given'}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showHorses}
          aria-controls={horsesId}
          onClick={() => setShowHorses((open) => !open)}
          aria-label={`${showHorses ? 'Hide' : 'View'} the listings of ${name}`}
        >
          <ListTree aria-hidden="true" className="size-4" />
          {showHorses ? 'Hide listings' : 'View listings'}
        </Button>
        {user.deleted ? null : user.suspendedAt ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => onAction('unsuspend')}
            aria-label={`Lift the suspension of ${name}`}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Lift suspension
          </Button>
        ) : (
          <Button
            variant="destructive"
            size="sm"
            disabled={busy}
            onClick={() => onAction('suspend')}
            aria-label={`Suspend ${name}`}
          >
            <Ban aria-hidden="true" className="size-4" />
            Suspend
          </Button>
        )}
        {revocable && !revoke.waiting ? (
          <Button
            id={`revoke-${user.id}`}
            variant="destructive"
            size="sm"
            disabled={revoke.busy}
            onClick={revoke.onRevoke}
            aria-label={`${revoke.sending ? 'Revoking' : 'Revoke'} the verification of ${name}`}
          >
            <ShieldOff aria-hidden="true" className="size-4" />
            {revoke.sending ? 'Revoking...' : 'Revoke verification'}
          </Button>
        ) : null}
        {!user.emailVerified && !user.deleted ? (
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            onClick={sendLink}
            aria-label={`Resend the confirmation e-mail to ${name}`}
          >
            <MailPlus aria-hidden="true" className="size-4" />
            {resend.isPending ? 'Sending...' : 'Resend confirmation e-mail'}
          </Button>
        ) : null}
      </div>
      {revocable && revoke.waiting ? (
        <UndoCountdown
          doing={`Revoking the verification of ${name}`}
          undoLabel={`Undo revoking the verification of ${name}`}
          onUndo={revoke.onUndo}
        />
      ) : null}
      <div id={horsesId} hidden={!showHorses}>
        {showHorses ? <MemberHorses user={user} name={name} listing={listing} /> : null}
      </div>
    </Card>
  );
}

/**
 * A member's horses as the admin sees them: hidden ones too, why the moderators hid one, what is waiting
 * for review, and Hide or Unhide (decision 0058). A suspended member's listings are hidden with them, so
 * Unhide waits for the suspension to be lifted.
 */
function MemberHorses({ user, name, listing }: { user: AdminUser; name: string; listing: ListingActions }) {
  const horses = useMemberHorses(user.id, true);
  if (horses.isPending) return <p className="text-sm text-muted">Loading the listings of {name}...</p>;
  if (horses.error) return <p className="text-sm text-danger">{serverText(horses.error)}</p>;
  if (horses.data.length === 0) return <p className="text-sm text-muted">{name} has no listings.</p>;
  return (
    <ul aria-label={`Listings of ${name}`} className="grid gap-2">
      {horses.data.map((horse) => {
        const why = horse.hiddenByModerators;
        return (
          <li key={horse.id} className="grid gap-2 rounded-lg border border-line p-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              {horse.hidden ? (
                <span className="font-semibold text-ink">{horse.name}</span>
              ) : (
                <Link
                  href={paths.horse(horse.id)}
                  className="font-semibold text-primary underline underline-offset-2"
                >
                  {horse.name}
                </Link>
              )}
              {horse.hidden ? <Badge variant="danger">Hidden</Badge> : null}
              {horse.isAvailable ? null : <Badge variant="muted">Not available</Badge>}
              <span className="text-muted">
                {horse.photoCount === 1 ? '1 photo' : `${horse.photoCount} photos`}
                {horse.pendingPhotoCount > 0 ? `, ${horse.pendingPhotoCount} awaiting review` : ''}
              </span>
            </div>
            {why ? (
              <p className="wrap-anywhere text-ink">
                Hidden by the moderators on {formatDateTime(why.hiddenAt)}:{' '}
                {LISTING_HIDE_REASONS[why.reason].label}
                {why.note ? ` (“${why.note}”)` : ''}
              </p>
            ) : null}
            {user.deleted ? null : (
              <div className="flex flex-wrap gap-2">
                {why ? (
                  user.suspendedAt ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={listing.busy}
                      onClick={() => listing.startUnhide(horse)}
                      aria-label={`Unhide the listing of ${horse.name}`}
                    >
                      <Eye aria-hidden="true" className="size-4" />
                      Unhide
                    </Button>
                  )
                ) : (
                  <Button
                    variant="destructive"
                    size="sm"
                    disabled={listing.busy}
                    onClick={() => listing.startHide(horse)}
                    aria-label={`Hide the listing of ${horse.name}`}
                  >
                    <EyeOff aria-hidden="true" className="size-4" />
                    Hide listing
                  </Button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
