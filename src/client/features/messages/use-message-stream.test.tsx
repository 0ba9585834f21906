import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '#client/lib/auth';
import { useLiveStreamConnected } from '#client/lib/live-stream-status';
import { unreadCountKey } from '#client/lib/unread-count';
import { renderWithProviders } from '#client/test-utils/render';
import { conversationsKey, threadKey } from './api';
import {
  buildMessage,
  buildSessionUser,
  FIONA_ID,
  ME_ID,
  stubApi,
} from '#client/test-utils/message-fixtures';
import { STREAM_URL } from './message-stream-connection';
import { useMessageStream } from './use-message-stream';

/** A stand-in for the browser's EventSource: the network boundary of the stream. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    act(() => {
      this.dispatchEvent(event);
    });
  }
}

function StreamProbe() {
  useMessageStream();
  return null;
}

afterEach(() => {
  FakeEventSource.instances = [];
  vi.unstubAllGlobals();
});

function setup(signedIn = true) {
  stubApi({ '/api/auth/me': signedIn ? { json: buildSessionUser() } : { status: 401, text: '' } });
  vi.stubGlobal('EventSource', FakeEventSource);
  return renderWithProviders(<StreamProbe />);
}

describe('useMessageStream', () => {
  it('puts pushed unread counts in the badge query and refreshes the affected lists on a message', async () => {
    const { queryClient, unmount } = setup();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.instances[0] as FakeEventSource;
    expect(source.url).toBe(STREAM_URL);

    source.emit('unread', { count: 4 });
    expect(queryClient.getQueryData(unreadCountKey(ME_ID))).toEqual({ count: 4 });

    queryClient.setQueryData(conversationsKey(ME_ID), []);
    queryClient.setQueryData(threadKey(ME_ID, FIONA_ID), { pages: [[]], pageParams: [null] });
    queryClient.setQueryData(threadKey(ME_ID, 42), { pages: [[]], pageParams: [null] });
    source.emit('message', buildMessage({ senderId: ME_ID, receiverId: FIONA_ID }));
    const state = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(state(conversationsKey(ME_ID))).toBe(true);
    expect(state(threadKey(ME_ID, FIONA_ID))).toBe(true);
    expect(state(threadKey(ME_ID, 42))).toBe(false);

    unmount();
    expect(source.closed).toBe(true);
  });

  it('refreshes the open thread when a moderator hides one of its messages', async () => {
    const { queryClient } = setup();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.instances[0] as FakeEventSource;
    queryClient.setQueryData(conversationsKey(ME_ID), []);
    queryClient.setQueryData(threadKey(ME_ID, FIONA_ID), { pages: [[]], pageParams: [null] });
    source.emit('hidden', { id: 7, senderId: FIONA_ID, receiverId: ME_ID });
    expect(queryClient.getQueryState(threadKey(ME_ID, FIONA_ID))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(conversationsKey(ME_ID))?.isInvalidated).toBe(true);
  });

  it('closes the stream on sign-out', async () => {
    const { queryClient } = setup();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => queryClient.setQueryData(CURRENT_USER_KEY, null));
    await waitFor(() => expect(FakeEventSource.instances[0]?.closed).toBe(true));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('opens no stream for a signed-out visitor', async () => {
    const { queryClient } = setup(false);
    await waitFor(() => expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull());
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('ignores malformed events', async () => {
    const { queryClient } = setup();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.instances[0] as FakeEventSource;
    act(() => source.dispatchEvent(new MessageEvent('unread', { data: 'not json' })));
    expect(queryClient.getQueryData(unreadCountKey(ME_ID))).toBeUndefined();
  });

  it('does nothing where there is no EventSource (jsdom)', async () => {
    const fetchMock = stubApi({});
    expect(typeof EventSource).toBe('undefined');
    renderWithProviders(<StreamProbe />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });
});

describe('the unread poll as a fallback', () => {
  function PollProbe() {
    useMessageStream();
    const live = useLiveStreamConnected();
    return <p>{live ? 'stream' : 'polling'}</p>;
  }

  it('stands down while the stream is connected and takes over after a drop', async () => {
    stubApi({ '/api/auth/me': { json: buildSessionUser() } });
    vi.stubGlobal('EventSource', FakeEventSource);
    const { unmount } = renderWithProviders(<PollProbe />);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(screen.getByText('polling')).toBeInTheDocument();
    const source = FakeEventSource.instances[0] as FakeEventSource;
    source.emit('open');
    expect(screen.getByText('stream')).toBeInTheDocument();
    source.emit('error');
    expect(screen.getByText('polling')).toBeInTheDocument();
    source.emit('open');
    unmount();
    // Signing out or leaving closes the stream; the next mount starts from polling again.
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
  });
});
