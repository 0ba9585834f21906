import type { AuditAction, AuditEntry } from '#contract/admin';
import { IMAGE_REJECTION_REASON_LABELS, ImageRejectionReasonSchema } from '#contract/admin';
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
};

/** What the decision was about, in words: "photo 2 of horse #14", "member #7", and a rejection's reason. */
function describeTarget(entry: AuditEntry): string {
  if (entry.targetType === 'horse-image') {
    const index = typeof entry.detail.imageIndex === 'number' ? entry.detail.imageIndex + 1 : undefined;
    const reason = ImageRejectionReasonSchema.safeParse(entry.detail.reason);
    const what =
      index === undefined ? `horse #${entry.targetId}` : `photo ${index} of horse #${entry.targetId}`;
    return reason.success ? `${what}: ${IMAGE_REJECTION_REASON_LABELS[reason.data]}` : what;
  }
  if (entry.targetType === 'report') {
    const { targetType, targetId } = entry.detail;
    return typeof targetType === 'string' && typeof targetId === 'number'
      ? `report #${entry.targetId} (${targetType} #${targetId})`
      : `report #${entry.targetId}`;
  }
  return `member #${entry.targetId}`;
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
      renderItem={(entry) => (
        <>
          <p className="text-ink">
            <span className="font-semibold">{entry.adminUsername}</span> {ACTION_LABELS[entry.action]}:{' '}
            {describeTarget(entry)}
          </p>
          <p className="text-muted">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </p>
        </>
      )}
    />
  );
}
