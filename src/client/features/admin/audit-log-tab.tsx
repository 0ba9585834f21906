import { useState } from 'react';
import type { AuditAction, AuditEntry } from '#contract/admin';
import { IMAGE_REJECTION_REASON_LABELS, ImageRejectionReasonSchema } from '#contract/admin';
import { useAuditLog } from './api';
import { formatDateTime } from './format';
import { EmptyState, ListStates } from './list-states';
import { Pager } from './pager';

const PAGE_SIZE = 25;

const ACTION_LABELS: Record<AuditAction, string> = {
  'image.approved': 'Approved a photo',
  'image.rejected': 'Rejected a photo',
  'verification.verified': 'Verified a member',
  'verification.rejected': 'Rejected a verification',
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
  return `member #${entry.targetId}`;
}

/** The audit log: every admin decision, newest first, read-only. */
export function AuditLogTab() {
  const [offset, setOffset] = useState(0);
  const log = useAuditLog({ limit: PAGE_SIZE, offset });
  const items = log.data?.items ?? [];
  return (
    <section aria-labelledby="audit-log-heading" className="grid gap-4">
      <h2 id="audit-log-heading" className="text-xl font-semibold text-ink">
        Audit Log
      </h2>
      <ListStates
        isPending={log.isPending}
        error={log.error}
        onRetry={() => void log.refetch()}
        loadingLabel="Loading the audit log"
      >
        {items.length === 0 ? (
          <EmptyState>No decisions recorded yet.</EmptyState>
        ) : (
          <ol className="grid gap-2">
            {items.map((entry) => (
              <li key={entry.id} className="grid gap-1 rounded-xl border border-line bg-cream p-3 text-sm">
                <p className="text-ink">
                  <span className="font-semibold">{entry.adminUsername}</span> {ACTION_LABELS[entry.action]}:{' '}
                  {describeTarget(entry)}
                </p>
                <p className="text-muted">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
        <Pager
          offset={offset}
          limit={PAGE_SIZE}
          total={log.data?.total ?? 0}
          label="Audit log pages"
          onOffset={setOffset}
        />
      </ListStates>
    </section>
  );
}
