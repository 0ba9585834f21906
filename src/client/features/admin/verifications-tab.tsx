import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '#contract/admin';
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

/** ID Verifications: each pending member, their document, and verify or reject. */
export function VerificationsTab() {
  const paging = usePaging();
  const list = usePendingVerifications(paging.page);
  const decide = useApproveVerification();
  const [openId, setOpenId] = useState<number | null>(null);

  const send = (userId: number, name: string, action: 'verified' | 'rejected') =>
    decide.mutate(
      { userId, action },
      {
        onSuccess: () => {
          setOpenId(null);
          toast({
            title: action === 'verified' ? 'Member verified' : 'Verification rejected',
            description: name,
          });
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: ADMIN_MESSAGES.verificationUpdateFailed,
            description: serverText(err),
          }),
      },
    );

  return (
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
            <div className="flex flex-wrap gap-3">
              <Button
                variant="primary"
                disabled={decide.isPending}
                onClick={() => send(member.userId, name, 'verified')}
                aria-label={`Verify ${name}`}
              >
                <Check aria-hidden="true" className="size-5" />
                Verify
              </Button>
              <Button
                variant="destructive"
                disabled={decide.isPending}
                onClick={() => send(member.userId, name, 'rejected')}
                aria-label={`Reject the verification of ${name}`}
              >
                <X aria-hidden="true" className="size-5" />
                Reject
              </Button>
            </div>
          </Card>
        );
      }}
    />
  );
}
