import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SERVICE_LABELS } from '#contract/options';
import type { RequestView } from '#contract/requests';
import { SHARE_MESSAGES } from '#contract/shares';
import { UNANSWERED_MESSAGES } from '#contract/unanswered';
import { MemberAvatar } from '#client/components/member/member-avatar';
import { AgreementStatus } from '#client/components/requests/agreement-status';
import { RequestActions } from '#client/components/requests/request-actions';
import { RequestStatusBadge, requestVisitWords } from '#client/components/requests/request-status';
import { YardDetailsView } from '#client/components/requests/yard-details-view';
import { RidePanel } from '#client/components/rides/ride-panel';
import { Alert } from '#client/components/ui/alert';
import { Card, CardContent } from '#client/components/ui/card';
import { paths } from '#client/lib/paths';
import { SlashBreak } from '#client/components/ui/slash-break';
import { PendingShareDays } from './pending-share-days';
import { RequesterRecordView } from './requester-record';

/** "Exercising/Riding, General Care · around 10:00"; a request without an enquiry (a share) names its service. */
function askedFor(request: RequestView): string {
  const codes = request.activities.length > 0 ? request.activities : [request.service];
  const activities = codes.map((code) => SERVICE_LABELS[code]).join(', ');
  const time =
    request.preferredTime && request.preferredTime !== 'any' ? ` · around ${request.preferredTime}` : '';
  return `${activities}${time}${request.isFlexible ? ' · flexible' : ''}`;
}

/** One labelled line of the request ("Asked for: …", "Reason: …"). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <span className="font-medium">{`${label}: `}</span>
      {children}
    </p>
  );
}

/**
 * After the first day of an accepted visit or share has passed, each member is asked how it went: the
 * enthusiast reviews the horse (on its page), the owner the enthusiast (on their profile). A review is
 * only taken after a visit that took place, so the link is shown only then.
 */
function ReviewInvitation({ request, received }: { request: RequestView; received: boolean }) {
  const firstDayDone = request.status === 'accepted' && request.days.some((day) => day.status === 'done');
  if (!firstDayDone) return null;
  const [href, name] = received
    ? [paths.user(request.requesterId), request.requester.firstName]
    : [`${paths.horse(request.horseId)}#reviews`, request.horse.name];
  return (
    <Link href={href} className="text-sm font-semibold text-primary underline">
      How did it go? Review {name}
    </Link>
  );
}

/**
 * One request in an inbox: who (the requester for an owner, the horse for an enthusiast) with a photo,
 * the visit in words, what was asked, its state and reason, the conversation, and the actions.
 */
export function RequestCard({ request, myId }: { request: RequestView; myId: number }) {
  const received = request.ownerId === myId;
  const other = received ? request.requester : request.owner;
  const title = received
    ? `${request.requester.firstName} ${request.requester.lastName}`
    : `${request.horse.name}`;
  return (
    <Card>
      <CardContent className="grid gap-3 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          {received || !request.horse.image ? (
            <MemberAvatar member={received ? request.requester : { firstName: request.horse.name }} />
          ) : (
            <img src={request.horse.image} alt="" className="size-11 shrink-0 rounded-full object-cover" />
          )}
          <div className="grid min-w-0 flex-1 gap-0.5">
            <h2 className="font-semibold wrap-anywhere text-ink">{title}</h2>
            <p className="text-sm wrap-anywhere text-muted">
              {received ? `for ${request.horse.name}` : `with ${request.owner.firstName}`}
            </p>
          </div>
          <RequestStatusBadge request={request} />
        </div>
        {received && request.requesterRecord ? (
          <RequesterRecordView
            record={request.requesterRecord}
            requesterId={request.requesterId}
            firstName={request.requester.firstName}
          />
        ) : null}
        <p className="text-lg font-semibold text-primary">{requestVisitWords(request)}</p>
        <Fact label="Asked for">
          <SlashBreak text={askedFor(request)} />
        </Fact>
        {request.message ? <p className="text-sm wrap-anywhere text-muted">“{request.message}”</p> : null}
        {request.kind === 'share' && request.status === 'pending' ? (
          <PendingShareDays request={request} />
        ) : null}
        {request.yardDetails ? (
          <YardDetailsView details={request.yardDetails} horseName={request.horse.name} />
        ) : null}
        {request.reason ? <Fact label="Reason">{request.reason}</Fact> : null}
        {!received && request.unanswered ? (
          // Three days without an answer (decision 0057): the requester may call it off below.
          <Alert variant="info" title={UNANSWERED_MESSAGES.noAnswerYet}>
            {UNANSWERED_MESSAGES.noAnswerYetDetail(request.owner.firstName)}
          </Alert>
        ) : null}
        <AgreementStatus request={request} myId={myId} />
        <RidePanel request={request} myId={myId} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link
            href={paths.messages({ userId: other.id })}
            className="text-sm font-semibold text-primary underline"
          >
            Conversation with {other.firstName}
          </Link>
          {request.kind === 'share' && request.status === 'accepted' && !request.isOver ? (
            // A running share is skipped, ended or changed in one place: My shares.
            <Link href={paths.myProfile('requests')} className="text-sm font-semibold text-primary underline">
              Manage in {SHARE_MESSAGES.myShares}
            </Link>
          ) : null}
          <ReviewInvitation request={request} received={received} />
          <RequestActions request={request} myId={myId} />
        </div>
      </CardContent>
    </Card>
  );
}
