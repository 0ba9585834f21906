import { Link } from 'wouter';
import type { AuditAction, AuditEntry } from '#contract/admin';
import {
  IMAGE_REJECTION_REASON_LABELS,
  ImageRejectionReasonSchema,
  VERIFICATION_REJECTION_REASONS,
  VerificationRejectionReasonSchema,
} from '#contract/admin';
import { LISTING_HIDE_REASONS, LISTING_HIDE_REASON_CODES } from '#contract/listing-moderation';
import { RIDING_SCHOOL_REJECTION_REASONS, RidingSchoolRejectionReasonSchema } from '#contract/riding-schools';
import { paths } from '#client/lib/paths';
import { useAuditLog } from './api';
import { formatDateTime } from './format';
import { PagedTab, usePaging } from './list-states';

const ACTION_LABELS: Record<AuditAction, string> = {
  'image.approved': 'Approved a photo',
  'image.rejected': 'Rejected a photo',
  'verification.verified': 'Verified a member',
  'verification.rejected': 'Rejected a verification',
  'report.dismissed': 'Dismissed a report',
  'report.hidden': 'Hid a reported item',
  'member.suspended': 'Suspended a member',
  'member.unsuspended': 'Lifted a suspension',
  'member.confirmation-mail-resent': 'Sent a new confirmation link',
  'riding-school.verified': 'Verified a riding school',
  'riding-school.rejected': 'Rejected a riding school',
  'listing.hidden': 'Hid a listing',
  'listing.hide-undone': 'Undid hiding a listing',
  'listing.unhidden': 'Showed a listing again',
  'agreement.read': 'Read a reported agreement',
};

/**
 * What the entry did, in words. A withdrawn verification is logged as the rejection of a member who was
 * verified (decision 0044), and named so.
 */
function actionLabel(entry: AuditEntry): string {
  if (entry.action === 'verification.rejected' && entry.detail.previousStatus === 'verified') {
    return 'Revoked a verification';
  }
  return ACTION_LABELS[entry.action];
}

const linkClass = 'font-semibold text-primary underline underline-offset-2 hover:text-accent';

/** The Users tab showing one member: where the audit log's names lead. */
export const memberViewPath = (userId: number) => `${paths.adminDashboard()}?tab=users&user=${userId}`;

/** A member named as now stored, linked to the admin's view of them; a deleted one is not a link. */
function MemberName({ member }: { member: NonNullable<AuditEntry['member']> }) {
  if (member.deleted) return <span className="font-semibold">{member.name}</span>;
  return (
    <Link href={memberViewPath(member.id)} className={linkClass}>
      {member.name}
    </Link>
  );
}

function HorseName({ horse }: { horse: NonNullable<AuditEntry['horse']> }) {
  return (
    <Link href={paths.horse(horse.id)} className={linkClass}>
      {horse.name}
    </Link>
  );
}

/** Why, in the admin's words, when the entry records a reason. */
function reasonOf(entry: AuditEntry): string | undefined {
  const { reason, note } = entry.detail;
  if (entry.targetType === 'horse-image') {
    const parsed = ImageRejectionReasonSchema.safeParse(reason);
    return parsed.success ? IMAGE_REJECTION_REASON_LABELS[parsed.data] : undefined;
  }
  if (entry.action === 'verification.rejected') {
    const parsed = VerificationRejectionReasonSchema.safeParse(reason);
    if (!parsed.success) return undefined;
    const label = VERIFICATION_REJECTION_REASONS[parsed.data].label;
    return typeof note === 'string' && note ? `${label} (“${note}”)` : label;
  }
  if (entry.targetType === 'horse') {
    // A hide's reason and note for the owner; Unhide's note is the admin's own, kept here only.
    const code = LISTING_HIDE_REASON_CODES.find((known) => known === reason);
    const label = entry.action === 'listing.hidden' && code ? LISTING_HIDE_REASONS[code].label : undefined;
    const said = typeof note === 'string' && note ? note : undefined;
    if (label) return said ? `${label} (“${said}”)` : label;
    return said;
  }
  if (entry.action === 'riding-school.rejected') {
    const parsed = RidingSchoolRejectionReasonSchema.safeParse(reason);
    if (!parsed.success) return undefined;
    const label = RIDING_SCHOOL_REJECTION_REASONS[parsed.data].label;
    return typeof note === 'string' && note ? `${label} (“${note}”)` : label;
  }
  return typeof reason === 'string' && reason ? reason : undefined;
}

/** What the decision was about, by name: "photo 2 of Bramble", "Jane Rider", "report #4 about Bramble". */
function Target({ entry }: { entry: AuditEntry }) {
  const member = entry.member ? <MemberName member={entry.member} /> : null;
  const horse = entry.horse ? <HorseName horse={entry.horse} /> : null;
  if (entry.targetType === 'horse-image') {
    const index = typeof entry.detail.imageIndex === 'number' ? entry.detail.imageIndex + 1 : undefined;
    const what = horse ?? <>a horse since deleted</>;
    return index === undefined ? (
      what
    ) : (
      <>
        photo {index} of {what}
      </>
    );
  }
  if (entry.targetType === 'horse') {
    const what = horse ?? <>a horse since deleted</>;
    return member ? (
      <>
        {what} of {member}
      </>
    ) : (
      what
    );
  }
  if (entry.targetType === 'report') {
    const about = horse ?? member;
    const { targetType: kind, targetId: itemId } = entry.detail;
    // A message or a review has no name: it is shown by its kind and number.
    const item = typeof kind === 'string' && typeof itemId === 'number' ? ` (${kind} #${itemId})` : '';
    return about ? (
      <>
        report #{entry.targetId} about {about}
      </>
    ) : (
      <>
        report #{entry.targetId}
        {item}
      </>
    );
  }
  return member ?? <>a member no longer on record</>;
}

/** The audit log: every admin decision, newest first, read-only. */
export function AuditLogTab() {
  const paging = usePaging();
  const log = useAuditLog(paging.page);
  return (
    <PagedTab
      headingId="audit-log-heading"
      title="Audit Log"
      query={log}
      loadingLabel="Loading the audit log"
      empty="No decisions recorded yet."
      paging={paging}
      pagerLabel="Audit log pages"
      ordered
      listClassName="grid gap-2"
      itemClassName="grid gap-1 rounded-xl border border-line bg-cream p-3 text-sm"
      keyOf={(entry) => entry.id}
      renderItem={(entry) => {
        const reason = reasonOf(entry);
        return (
          <>
            <p className="wrap-anywhere text-ink">
              <span className="font-semibold">{entry.adminUsername}</span> {actionLabel(entry)}:{' '}
              <Target entry={entry} />
            </p>
            {reason ? <p className="wrap-anywhere text-ink">Reason: {reason}</p> : null}
            <p className="text-muted">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </p>
          </>
        );
      }}
    />
  );
}
