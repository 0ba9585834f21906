import { MessagesSquare } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import type { SessionUser } from '#contract/users';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { Card } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { ConversationList } from './conversation-list';
import { horseGreeting } from './message-format';
import { MessageThread } from './message-thread';
import { useConversations } from './api';
import { useThreadPartner } from './use-thread-partner';
import { parseRouteId } from '#client/lib/route-id';

function SelectPrompt() {
  return (
    <div className="grid flex-1 place-content-center justify-items-center gap-2 p-8 text-center text-muted">
      <MessagesSquare aria-hidden="true" className="size-12 text-primary" />
      <p className="text-lg font-semibold text-ink">Select a conversation</p>
      <p className="text-sm">Choose someone on the left to read and reply to your messages.</p>
    </div>
  );
}

/**
 * The two-pane inbox (docs/product.md §P2, panel height 600 px). On a phone only one pane shows: the list, or
 * the open thread with a back button. The open thread lives in the URL (?userId=), so Back works too.
 */
export function Inbox({ me }: { me: SessionUser }) {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const rawUserId = params.get('userId');
  const horseName = params.get('horseName')?.trim() ?? '';
  const horseId = parseRouteId(params.get('horseId') ?? '');
  const conversations = useConversations(me.id);
  const { partner, failed } = useThreadPartner(me.id, rawUserId, conversations);
  const threadOpen = Boolean(rawUserId) && !failed;

  return (
    <PageContainer className="py-6 sm:py-10">
      <h1 className="text-3xl font-bold text-primary sm:text-4xl">Messages</h1>
      {/* minmax(0, 1fr): a column must not grow to fit a long one-line preview. */}
      <Card className="mt-6 grid grid-cols-[minmax(0,1fr)] overflow-hidden md:h-[600px] md:grid-cols-[20rem_minmax(0,1fr)]">
        <section
          aria-labelledby="conversations-heading"
          className={cn(
            'min-h-0 min-w-0 flex-col md:flex md:border-r md:border-line',
            threadOpen ? 'hidden' : 'flex',
          )}
        >
          <h2 id="conversations-heading" className="border-b border-line px-4 py-3 text-lg font-semibold">
            Conversations
          </h2>
          <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] overflow-y-auto">
            <ConversationList
              myId={me.id}
              conversations={conversations.data}
              isPending={conversations.isPending}
              isError={conversations.isError}
              selectedId={partner?.id ?? null}
              onSelect={(userId) => navigate(paths.messages({ userId }))}
            />
          </div>
        </section>
        {/* On a phone an open thread takes the whole screen under the navbar: no footer under a small box. */}
        <div
          className={cn(
            'min-w-0 flex-col md:static md:z-auto md:flex md:h-auto md:min-h-0',
            threadOpen ? 'fixed inset-x-0 top-16 bottom-0 z-30 flex bg-cream' : 'hidden',
          )}
        >
          {partner ? (
            <MessageThread
              key={partner.id}
              myId={me.id}
              partner={partner}
              initialText={horseName ? horseGreeting(partner.firstName, horseName) : ''}
              horse={
                conversations.data?.find((conversation) => conversation.user.id === partner.id)?.horse ??
                (horseId !== null && horseName ? { id: horseId, name: horseName } : null)
              }
              horseId={horseId}
              canWrite={
                conversations.data?.find((conversation) => conversation.user.id === partner.id)?.canWrite ??
                true
              }
              onBack={() => navigate(paths.messages())}
            />
          ) : threadOpen ? (
            <Spinner label="Opening conversation" className="m-auto" />
          ) : (
            <SelectPrompt />
          )}
        </div>
      </Card>
    </PageContainer>
  );
}
