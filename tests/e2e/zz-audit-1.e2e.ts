import { describe, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { addHorse, logIn, registerEnthusiast, registerOwner, sendMessage, unique } from './support/members.js';

const session = useBrowser();
const dump = async (page: any, name: string, full = true) => {
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/audit/${name}.png`, fullPage: full });
  const text = await page.evaluate(() => (document.querySelector('main') ?? document.body).innerText);
  const focus = await page.evaluate(() => { const a = document.activeElement; return a ? `${a.tagName} ${a.getAttribute('aria-label') ?? ''} ${(a.textContent ?? '').slice(0, 40)}` : 'none'; });
  console.log(`==== ${name} ${page.url()} FOCUS=${focus}\n${text.slice(0, 2000)}`);
};
const step = async (name: string, fn: () => Promise<void>) => {
  try { await fn(); } catch (e) { console.log(`!!!! STEP ${name} FAILED: ${(e as Error).message.slice(0, 300)}`); }
};

describe('audit', () => {
  it('profile and enquiry', async () => {
    const owner = await registerOwner({ emailPrefix: 'aud-owner' });
    const ellie = await registerEnthusiast({ emailPrefix: 'aud-ellie' });
    const horseName = unique('Bramble');
    const horseId = await addHorse(owner, horseName, { initialAvailability: 'always' });
    const e = await session.newPage({ width: 360, height: 640 });
    await logIn(e, ellie);
    await step('edit profile', async () => {
      await e.getByRole('button', { name: 'Edit profile' }).click();
      await dump(e, 'p-edit', false);
      await e.getByLabel('Phone').fill('not a phone!!');
      await e.getByLabel('Postcode').fill('ZZZZ');
      await e.getByLabel('Bio').fill('x'.repeat(3000));
      await e.getByRole('button', { name: 'Save', exact: true }).click();
      await dump(e, 'p-edit-invalid');
      await e.getByLabel('Phone').fill('07700 900123');
      await e.getByLabel('Postcode').fill('LS1 4AP');
      await e.getByLabel('Town/City').fill('Leeds');
      await e.getByLabel('Bio').fill('I love horses.');
      await e.getByRole('button', { name: 'Save', exact: true }).click();
      await dump(e, 'p-edit-saved', false);
    });
    await step('enquire', async () => {
      await e.goto(`/horse/${horseId}`);
      await e.getByRole('button', { name: 'Enquire about Horse' }).click();
      await dump(e, 'enq-open', false);
    });
    await step('list slots', async () => {
      const av = e.getByRole('region', { name: 'Availability' });
      const list = av.getByRole('button', { name: 'List' });
      if ((await list.getAttribute('aria-pressed')) !== 'true') await list.click();
      const btn = av.getByRole('button', { name: /^Enquire about / }).first();
      await btn.click();
      await dump(e, 'enq-form', false);
      const enquiry = e.getByRole('region', { name: `Enquire about ${horseName}` });
      await enquiry.getByRole('button', { name: 'Send Request' }).click();
      await dump(e, 'enq-empty-submit', false);
      await enquiry.getByRole('checkbox', { name: 'Exercising/Riding' }).check();
      await enquiry.getByLabel('Message').fill('I could ride out that morning.');
      await enquiry.getByRole('button', { name: 'Send Request' }).click();
      await dump(e, 'enq-sent', false);
    });
    await step('messages', async () => {
      await e.goto('/messages');
      await dump(e, 'e-msgs');
      await e.getByRole('link', { name: /Harriet/ }).first().click();
      await dump(e, 'e-thread', false);
    });
    const o = await session.newPage({ width: 360, height: 640 });
    await logIn(o, owner);
    await step('owner requests', async () => {
      await dump(o, 'o-profile-after-req', true);
      await o.goto('/requests');
      await dump(o, 'o-requests');
      const card = o.getByRole('listitem').filter({ hasText: 'Ellie Rider' });
      await card.getByRole('button', { name: 'Decline' }).click();
      await dump(o, 'o-decline', false);
    });
    session.consoleErrors.splice(0);
  }, 90_000);
});
