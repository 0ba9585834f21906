import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The password of every member these helpers register. */
export const MEMBER_PASSWORD = 'Gallop-Field-77';

export interface Member {
  id: number;
  email: string;
  firstName: string;
  /** The Cookie header of the session registration started. */
  cookie: string;
}

function unique(kind: string): string {
  return `${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** A member registered through the API (enthusiasts with a 9-11st rider weight); the reply's cookie is their session. */
export async function registerMember(
  baseUrl: string,
  userType: 'owner' | 'enthusiast',
  firstName: string,
): Promise<Member> {
  const email = `${unique(userType)}@example.org`;
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: MEMBER_PASSWORD,
      firstName,
      lastName: userType === 'owner' ? 'Owens' : 'Rider',
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
  return { id, email, firstName, cookie: cookie.join('; ') };
}

/** A horse listed through the API by `owner` in York; returns its id. */
export async function addHorseFor(
  baseUrl: string,
  owner: Member,
  name: string,
  fields: object = {},
): Promise<number> {
  const res = await fetch(`${baseUrl}/api/horses`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: owner.cookie },
    body: JSON.stringify({
      name,
      breed: 'Welsh Pony',
      height: '14.3-15.2hh',
      location: 'York',
      services: ['exercising-riding'],
      experienceLevel: 'beginner',
      ...fields,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Fills in and sends the /login form the page is on (the caller waits for where it leads). */
export async function submitLogin(page: Page, member: Member): Promise<void> {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}
