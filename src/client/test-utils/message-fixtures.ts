import type { Conversation, Message } from '#contract/messages';
import type { PublicUser, SessionUser } from '#contract/users';
import { fixture } from './fixture';
import { SITE_CONFIG } from './site-config-fixtures';
import { stubFetch, type StubHandler } from './stub-fetch';
import {
  buildPublicUser as buildSharedPublicUser,
  buildSessionUser as buildSharedSessionUser,
  SIGNED_OUT,
} from './user-fixtures';

/** Test data for the messages and profile screens (imported by *.test.tsx only). */
export { SITE_CONFIG };
export { SIGNED_OUT };

/** Me: Ellie (3), an enthusiast. */
export const ME_ID = 3;
/** Fiona (9), an owner. */
export const FIONA_ID = 9;

export function buildPublicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return buildSharedPublicUser({ id: FIONA_ID, createdAt: '2025-03-04T10:00:00.000Z', ...overrides });
}

export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return buildSharedSessionUser({
    ...buildPublicUser({ id: ME_ID, firstName: 'Ellie', lastName: 'Rider', userType: 'enthusiast' }),
    email: 'ellie@example.org',
    username: 'ellie@example.org',
    riderWeight: '9-11st',
    ...overrides,
  });
}

export const buildMessage = fixture<Message>({
  id: 1,
  senderId: FIONA_ID,
  receiverId: ME_ID,
  requestId: null,
  horseId: null,
  availabilitySlotId: null,
  content: 'Hello there',
  messageType: 'general',
  preferredTime: null,
  isFlexible: false,
  activities: [],
  isRead: false,
  createdAt: '2025-03-04T10:00:00.000Z',
  horse: null,
  slot: null,
});

export function buildConversation(overrides: Partial<Conversation> = {}): Conversation {
  const { id, firstName, lastName, userType, profileImage, location } = buildPublicUser();
  return {
    user: { id, firstName, lastName, userType, profileImage, location },
    lastMessage: buildMessage(),
    unreadCount: 1,
    canWrite: true,
    ...overrides,
  };
}

export const CONVERSATIONS_URL = `/api/messages?userId=${ME_ID}`;
export const threadUrl = (other: number = FIONA_ID) => `/api/messages?userId=${ME_ID}&otherUserId=${other}`;

/** stubFetch with the site configuration and a signed-in Ellie unless the routes say otherwise. */
export function stubApi(routes: Record<string, StubHandler>) {
  return stubFetch({
    '/api/site-config': { json: SITE_CONFIG },
    '/api/auth/me': { json: buildSessionUser() },
    ...routes,
  });
}

/** "METHOD url" of every call made, in order. */
export function calls(mock: ReturnType<typeof stubFetch>): string[] {
  return mock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
}
