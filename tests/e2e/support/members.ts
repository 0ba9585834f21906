import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The password of every member a journey registers through the API. */
export const MEMBER_PASSWORD = 'Gallop-Field-77';

export interface Member {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** The session of the registration reply, as a Cookie header value. */
  cookie: string;
}

/** A name or address no other test (nor an earlier run on the same server) uses. */
export function unique(kind: string): string {
  return `${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** A member registered through the API (single-page registration); the reply's cookie is their session. */
export async function registerMember(
  baseUrl: string,
  userType: 'owner' | 'enthusiast',
  firstName: string,
): Promise<Member> {
  const email = `${unique(userType)}@example.org`;
  const lastName = userType === 'owner' ? 'Owens' : 'Rider';
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: MEMBER_PASSWORD,
      firstName,
      lastName,
      location: 'York',
      postcode: 'YO1 7HH',
      userType,
      interests: [],
      optOutMarketing: false,
      ...(userType === 'enthusiast' ? { riderWeight: '9-11st' } : {}),
      confirmAge: true,
      acceptTerms: true,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const cookie = res.headers.getSetCookie().map((header) => header.split(';')[0] ?? '');
  return { id, email, firstName, lastName, cookie: cookie.join('; ') };
}

/** A message sent through the API, so a test that needs a conversation does not rely on another test. */
export async function sendMessageAs(
  baseUrl: string,
  from: Member,
  to: Member,
  content: string,
): Promise<void> {
  const res = await fetch(`${baseUrl}/api/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: from.cookie },
    body: JSON.stringify({ senderId: from.id, receiverId: to.id, content }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

/** Signs a member in through the Log In page; they land on My Profile. */
export async function logIn(page: Page, member: Member): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/my-profile');
}

/** Signs the e2e admin (created in global-setup) in through /admin; they land on the dashboard. */
export async function adminSignIn(page: Page): Promise<void> {
  const admin = inject('admin');
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
}
