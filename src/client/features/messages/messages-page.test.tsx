import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#client/components/ui/use-toast';
import { renderWithProviders } from '#client/test-utils/render';
import type { StubHandler } from '#client/test-utils/stub-fetch';
import { MessagesPage } from './messages-page';
import {
  buildConversation,
  buildMessage,
  buildPublicUser,
  calls,
  CONVERSATIONS_URL,
  FIONA_ID,
  ME_ID,
  SIGNED_OUT,
  stubApi,
  threadUrl,
} from '#client/test-utils/message-fixtures';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

function renderPage(routes: Record<string, StubHandler>, path = '/messages') {
  const fetchMock = stubApi(routes);
  renderWithProviders(<MessagesPage />, { path });
  return fetchMock;
}

const GREETING = "Hi Fiona, I'm interested in Bramble and would love to find out more.";

describe('MessagesPage', () => {
  it('asks a signed-out visitor to log in or join, and to come back to this conversation', async () => {
    renderPage({ '/api/auth/me': SIGNED_OUT }, '/messages?userId=3&horseName=Bramble');
    expect(await screen.findByRole('heading', { level: 1, name: 'Please Log In' })).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to access your messages.')).toBeInTheDocument();
    const here = encodeURIComponent('/messages?userId=3&horseName=Bramble');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', `/login?returnTo=${here}`);
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      `/register/enthusiast?returnTo=${here}`,
    );
  });

  it('shows the empty states', async () => {
    renderPage({ [CONVERSATIONS_URL]: { json: [] } });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Select a conversation')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  });

  it('opens a conversation with no message yet from ?userId=', async () => {
    const fetchMock = renderPage(
      {
        [CONVERSATIONS_URL]: { json: [] },
        [`/api/users/${FIONA_ID}`]: { json: buildPublicUser() },
        [threadUrl()]: { json: [] },
      },
      `/messages?userId=${FIONA_ID}`,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Fiona Hay' })).toBeInTheDocument();
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message Fiona' })).toHaveValue('');
    expect(screen.getByRole('log', { name: 'Messages with Fiona Hay' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(calls(fetchMock)).toContain(`GET /api/users/${FIONA_ID}`);
  });

  it('says a conversation with a member one blocked is closed, with no box to write in', async () => {
    const fiona = buildPublicUser();
    renderPage(
      {
        [CONVERSATIONS_URL]: { json: [] },
        [`/api/users/${FIONA_ID}`]: { json: fiona },
        [threadUrl()]: { json: [] },
        '/api/blocks': {
          json: [
            {
              id: FIONA_ID,
              firstName: fiona.firstName,
              lastName: fiona.lastName,
              profileImage: null,
              location: fiona.location,
              userType: fiona.userType,
            },
          ],
        },
      },
      `/messages?userId=${FIONA_ID}`,
    );
    expect(
      await screen.findByText('You blocked Fiona: neither of you can message the other.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByText('No messages yet. Start the conversation!')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('prefills a greeting about the horse from ?horseName=', async () => {
    renderPage(
      {
        [CONVERSATIONS_URL]: { json: [] },
        [`/api/users/${FIONA_ID}`]: { json: buildPublicUser() },
        [threadUrl()]: { json: [] },
      },
      `/messages?userId=${FIONA_ID}&horseName=Bramble`,
    );
    expect(await screen.findByRole('textbox', { name: 'Message Fiona' })).toHaveValue(GREETING);
  });

  it('sends the first message of a Direct Message naming the horse, and shows what it is about', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    renderPage(
      {
        [CONVERSATIONS_URL]: { json: [] },
        [`/api/users/${FIONA_ID}`]: { json: buildPublicUser() },
        [threadUrl()]: { json: [] },
        'POST /api/messages': ({ init }) => {
          posted.push(JSON.parse(String(init?.body)));
          return { status: 201, json: buildMessage({ id: 2, senderId: ME_ID, receiverId: FIONA_ID }) };
        },
      },
      `/messages?userId=${FIONA_ID}&horseName=Bramble&horseId=5`,
    );
    const box = await screen.findByRole('textbox', { name: 'Message Fiona' });
    const thread = screen.getByRole('heading', { level: 2, name: /Fiona/ }).closest('header') as HTMLElement;
    expect(within(thread).getByRole('link', { name: 'Bramble' })).toHaveAttribute('href', '/horse/5');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(posted).toEqual([{ senderId: ME_ID, receiverId: FIONA_ID, content: GREETING, horseId: 5 }]);
  });

  it('lists each conversation with its horse, when it last moved and a preview ending in an ellipsis', async () => {
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const long =
      'Thank you so much for getting back to me about the weekend, I would love to come and meet her soon';
    renderPage({
      [CONVERSATIONS_URL]: {
        json: [
          buildConversation({
            horse: { id: 5, name: 'Bramble' },
            lastMessage: buildMessage({ content: long, createdAt: yesterday }),
          }),
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('About Bramble')).toBeInTheDocument();
    expect(within(list).getByText('Yesterday')).toBeInTheDocument();
    const preview = within(list).getByText(/^Thank you so much/);
    expect(preview.textContent).toBe('Thank you so much for getting back to me about the weekend, I would…');
  });

  it('says so when a direct message cannot be started', async () => {
    renderPage(
      {
        [CONVERSATIONS_URL]: { json: [] },
        '/api/users/77': { status: 404, json: { message: 'User not found' } },
      },
      '/messages?userId=77',
    );
    expect(await screen.findByText('Could not start direct message')).toBeInTheDocument();
    expect(screen.getByText('Select a conversation')).toBeInTheDocument();
  });

  it('cannot send whitespace; sends trimmed text with Enter and clears the box', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    renderPage(
      {
        [CONVERSATIONS_URL]: { json: [buildConversation({ unreadCount: 0 })] },
        [threadUrl()]: { json: [buildMessage({ isRead: true })] },
        'POST /api/messages': ({ init }) => {
          posted.push(JSON.parse(String(init?.body)));
          return { status: 201, json: buildMessage({ id: 2, senderId: ME_ID, receiverId: FIONA_ID }) };
        },
      },
      `/messages?userId=${FIONA_ID}`,
    );
    const box = await screen.findByRole('textbox', { name: 'Message Fiona' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(posted).toEqual([]);

    await user.clear(box);
    await user.type(box, ' See you on Saturday{Shift>}{Enter}{/Shift}Ellie ');
    expect(box).toHaveValue(' See you on Saturday\nEllie ');
    expect(send).toBeEnabled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(posted).toEqual([
      { senderId: ME_ID, receiverId: FIONA_ID, content: 'See you on Saturday\nEllie' },
    ]);
  });

  it('keeps the text and shows a toast when sending fails', async () => {
    const user = userEvent.setup();
    renderPage(
      {
        [CONVERSATIONS_URL]: { json: [] },
        [`/api/users/${FIONA_ID}`]: { json: buildPublicUser() },
        [threadUrl()]: { json: [] },
        'POST /api/messages': { status: 500, json: { message: 'Something went wrong' } },
      },
      `/messages?userId=${FIONA_ID}`,
    );
    const box = await screen.findByRole('textbox', { name: 'Message Fiona' });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('lists conversations as buttons and marks only unread incoming messages read on opening', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      [CONVERSATIONS_URL]: { json: [buildConversation({ unreadCount: 2 })] },
      [threadUrl()]: {
        json: [
          buildMessage({ id: 11, isRead: true }),
          buildMessage({ id: 12, senderId: ME_ID, receiverId: FIONA_ID, content: 'Mine, unread' }),
          buildMessage({ id: 13 }),
          buildMessage({ id: 14, content: 'Latest' }),
        ],
      },
      'PUT /api/messages/13/read': { json: buildMessage({ id: 13, isRead: true }) },
      'PUT /api/messages/14/read': { status: 500, text: 'boom' },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const button = within(list).getByRole('button', { name: /Fiona Hay.*2 unread messages/ });
    expect(screen.queryByRole('log')).toBeNull();

    await user.click(button);
    expect(await screen.findByText('Latest')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    const puts = calls(fetchMock).filter((call) => call.startsWith('PUT'));
    expect(puts).toEqual(['PUT /api/messages/13/read', 'PUT /api/messages/14/read']);
    await waitFor(() =>
      expect(calls(fetchMock).filter((call) => call === `GET ${CONVERSATIONS_URL}`)).toHaveLength(2),
    );
  });

  it('shows the load errors', async () => {
    renderPage(
      {
        [CONVERSATIONS_URL]: { status: 500, text: 'boom' },
        [`/api/users/${FIONA_ID}`]: { json: buildPublicUser() },
        [threadUrl()]: { status: 500, text: 'boom' },
      },
      `/messages?userId=${FIONA_ID}`,
    );
    expect(await screen.findByText('Failed to fetch conversations')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch messages')).toBeInTheDocument();
  });

  it('loads earlier messages when the thread has 50 or more', async () => {
    const user = userEvent.setup();
    const latest = Array.from({ length: 50 }, (_, index) =>
      buildMessage({ id: 100 + index, isRead: true, content: `Message ${100 + index}` }),
    );
    renderPage(
      {
        [CONVERSATIONS_URL]: { json: [buildConversation({ unreadCount: 0 })] },
        [threadUrl()]: { json: latest },
        [`${threadUrl()}&before=100&limit=50`]: {
          json: [buildMessage({ id: 7, isRead: true, content: 'The very first' })],
        },
      },
      `/messages?userId=${FIONA_ID}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('The very first')).toBeInTheDocument();
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(items).toHaveLength(51);
    expect(items[0]).toHaveTextContent('The very first');
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });
});
