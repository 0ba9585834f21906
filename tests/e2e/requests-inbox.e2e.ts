import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
import {
  addHorse,
  logIn,
  registerEnthusiast,
  registerOwner,
  unique,
  type Member,
} from './support/members.js';

/**
 * Issue 46: the requests list in a useful order. What waits for an answer comes first, then what is
 * coming by its day (soonest first), then "Past". The journeys' clock starts on Wednesday 2 December 2026.
 */
const session = useBrowser();
const baseUrl = () => inject('baseUrl');

async function post(member: Member, path: string, body: object = {}) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: member.cookie, Origin: baseUrl() },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as { id: number };
}

describe('the requests list', () => {
  let owner: Member;
  const riders: Record<string, Member> = {};

  beforeAll(async () => {
    owner = await registerOwner({ firstName: 'Harriet' });
    const horseId = await addHorse(owner, unique('Biscuit'));
    const ask = async (firstName: string, startDate: string) => {
      const rider = await registerEnthusiast({ firstName });
      riders[firstName] = rider;
      return post(rider, '/api/requests', { horseId, service: 'general-care', startDate });
    };
    await ask('Wendy', '2026-12-10');
    const later = await ask('Laura', '2026-12-08');
    const sooner = await ask('Sophie', '2026-12-04');
    const declined = await ask('Daisy', '2026-12-05');
    await post(owner, `/api/requests/${later.id}/accept`);
    await post(owner, `/api/requests/${sooner.id}/accept`);
    await post(owner, `/api/requests/${declined.id}/decline`, { reason: 'Booked that day' });
  });

  for (const { label, width, height } of JOURNEY_VIEWPORTS) {
    it(`on a ${label}: waiting for an answer first, then coming up by day, then past`, async () => {
      const page = await session.newPage({ width, height });
      await logIn(page, owner);
      await page.goto('/requests');
      const part = (name: string) => page.getByRole('list', { name, exact: true });
      await part('Waiting for your answer').waitFor();
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      const order = ['Waiting for your answer', 'Coming up', 'Past'].map((h) => headings.indexOf(h));
      expect(order.every((at) => at >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);

      const whoIn = async (name: string) =>
        (await part(name).locator(':scope > li').allTextContents()).map(
          (text) => ['Wendy', 'Laura', 'Sophie', 'Daisy'].find((who) => text.includes(who)) ?? text,
        );
      expect(await whoIn('Waiting for your answer')).toEqual(['Wendy']);
      // Soonest first: Friday 4 December before Tuesday 8 December.
      expect(await whoIn('Coming up')).toEqual(['Sophie', 'Laura']);
      expect(await whoIn('Past')).toEqual(['Daisy']);
      await checkPage(page, `requests-order-${label}`);
    });
  }
});
