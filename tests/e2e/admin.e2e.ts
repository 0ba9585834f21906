import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import {
  addHorse,
  adminSignIn,
  logIn,
  registerEnthusiast,
  registerOwner,
  unique,
  uploadHorsePhoto,
  type Member,
} from './support/members.js';
import { waitForMail } from './support/outbox.js';
import { saveScreenshot } from './support/screenshots.js';

const session = useBrowser();
const admin = inject('admin');
/** The owner whose name the ID review shows. */
const ID_OWNER = { firstName: 'Olive', lastName: 'Stables', emailPrefix: 'admin-e2e-owner' };

const picture = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

/** The owner uploads a photo and lists a horse with it, the way the add form does. */
async function listHorseWithPhoto(owner: Member, name: string): Promise<number> {
  const imageUrl = await uploadHorsePhoto(owner, await picture('#7a5230'));
  return addHorse(owner, name, { images: [imageUrl] });
}

async function openTab(page: Page, name: RegExp | string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tabpanel').waitFor();
}

/**
 * One state of the page, checked and kept at both widths: no serious accessibility fault, nothing wider
 * than a 360 px phone, and a screenshot at 1280 and 360 px (admin-<name>-<width>.png).
 */
async function showState(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await saveScreenshot(page, `admin-${name}`);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectFitsPhoneWidth(page);
  await expectAccessible(page);
  await saveScreenshot(page, `admin-${name}`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const baseUrl = () => inject('baseUrl');

/** A member sends an identity document through the API, as the profile's upload does. */
async function sendDocument(member: Member): Promise<void> {
  const form = new FormData();
  form.append(
    'verificationDocument',
    new Blob([await picture('#dddddd')], { type: 'image/png' }),
    'passport.png',
  );
  const res = await fetch(`${baseUrl()}/api/users/${member.id}/verification`, {
    method: 'POST',
    headers: { Cookie: member.cookie, Origin: baseUrl() },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A member reports something through the API, as the report dialog does. */
async function report(from: Member, body: { targetType: string; targetId: number; reason: string }) {
  const res = await fetch(`${baseUrl()}/api/reports`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: from.cookie, Origin: baseUrl() },
    body: JSON.stringify({ ...body, detail: 'The horse looked thin and lame in the field.' }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** The Users tab showing the one member found by their address. */
async function findMember(page: Page, member: Member) {
  await openTab(page, 'Users');
  await page.getByLabel('Search by name or email').fill(member.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('1 members match').waitFor();
  return page.getByRole('listitem').filter({ hasText: member.email });
}

describe('admin', () => {
  it('an admin approves a new photo and visitors then see it on the card and the horse page', async () => {
    const owner = await registerOwner(ID_OWNER);
    const name = unique('Hazel');
    const id = await listHorseWithPhoto(owner, name);

    const visitor = await session.newPage();
    await visitor.goto(`/horse/${id}`);
    await visitor.getByText('Pending Approval', { exact: true }).waitFor();

    const page = await session.newPage();
    // A wrong password first: the server's message, on an accessible page.
    await page.goto('/admin');
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Invalid username or password').waitFor();
    await expectAccessible(page);

    await adminSignIn(page);
    await page.getByRole('img', { name: 'Visits and registrations over the last 30 days' }).waitFor();
    await expectAccessible(page);

    // Other tests may have photos waiting too: open this horse's.
    const ours = `Photo 1 of ${name}, awaiting review`;
    if ((await page.getByRole('img', { name: ours }).count()) === 0) {
      await page.getByRole('button', { name: `Open Photo 1 of ${name}` }).click();
    }
    await page.getByRole('img', { name: ours }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Photo approved').first().waitFor();
    await expectAccessible(page);

    await openTab(page, 'Audit Log');
    // The entry names the horse (a unique name) and links to its page.
    await page.getByText(`${admin.username} Approved a photo: photo 1 of ${name}`, { exact: true }).waitFor();
    await page.getByRole('link', { name, exact: true }).first().waitFor();
    await expectAccessible(page);

    // The visitor sees the photo on the horse page and on its card.
    await visitor.goto(`/horse/${id}`);
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    await visitor.locator('main img').first().waitFor();
    expect(await visitor.getByText('Pending Approval', { exact: true }).count()).toBe(0);
    await visitor.goto('/browse');
    const card = visitor
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('link', { name, exact: true }) });
    await card.waitFor();
    await card.locator('img').waitFor();
    const loaded = await card
      .locator('img')
      .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
    expect(loaded).toBe(true);
  });

  it('a member sends an ID document; the admin views it and verifies them; the badge follows', async () => {
    const owner = await registerOwner(ID_OWNER);
    const member = await session.newPage();
    await logIn(member, owner);
    await member.getByText('Unverified').waitFor();
    await member
      .getByLabel('Verification document')
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: await picture('#dddddd') });
    await member.getByRole('button', { name: 'Upload Document' }).click();
    await member.getByText('Verification document uploaded').first().waitFor();
    await member.getByText('Pending Verification').waitFor();
    await expectAccessible(member);

    const page = await session.newPage();
    await adminSignIn(page);
    await openTab(page, /ID Verifications/);
    const entry = page.getByRole('listitem').filter({ hasText: owner.email });
    await entry.getByRole('button', { name: 'View document' }).click();
    await entry.getByRole('img', { name: 'Verification document of Olive Stables' }).waitFor();
    await expectAccessible(page);
    await entry.getByRole('button', { name: 'Verify Olive Stables' }).click();
    await page.getByText('Member verified').first().waitFor();

    await openTab(page, 'Users');
    await page.getByLabel('Search by name or email').fill(owner.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 members match').waitFor();
    await page.getByRole('listitem').filter({ hasText: owner.email }).getByText('Verified').waitFor();
    await expectAccessible(page);

    await member.reload();
    await member.getByRole('heading', { name: 'Verification' }).waitFor();
    await member.getByText('Verified').first().waitFor();
  });

  it('sends a visitor without an admin session from the dashboard to /admin, and signs out', async () => {
    const visitor = await session.newPage();
    await visitor.goto('/admin/dashboard');
    await visitor.waitForURL((url) => url.pathname === '/admin');

    const page = await session.newPage();
    await adminSignIn(page);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin');
  });

  it('fits a 360 px phone on the admin login and every dashboard tab', async () => {
    const phone = await session.newPage({ width: 360, height: 740 });
    await phone.goto('/admin');
    await phone.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await expectFitsPhoneWidth(phone);
    await adminSignIn(phone);
    await expectFitsPhoneWidth(phone);
    for (const tab of [/ID Verifications/, /Riding Schools/, /^Reports/, 'Users', 'Audit Log']) {
      await openTab(phone, tab);
      await expectFitsPhoneWidth(phone);
      await expectAccessible(phone);
    }
  });
  it('rejects an ID check only with a reason, can undo it, and the member is told why', async () => {
    const owner = await registerOwner({
      firstName: 'Rhoda',
      lastName: 'Reason',
      emailPrefix: 'admin-e2e-reject',
    });
    await sendDocument(owner);
    const page = await session.newPage();
    await adminSignIn(page);
    await openTab(page, /ID Verifications/);
    const entry = page.getByRole('listitem').filter({ hasText: owner.email });
    const reject = entry.getByRole('button', { name: 'Reject the verification of Rhoda Reason' });
    await reject.click();
    const dialog = page.getByRole('dialog', { name: 'Reject the verification of Rhoda Reason?' });
    await dialog.waitFor();
    // No reason, no rejection: the dialog says so.
    await dialog.getByRole('button', { name: 'Reject verification' }).click();
    await dialog.getByText('Please choose why the document was not accepted').waitFor();
    await showState(page, 'reject-dialog');

    await dialog.getByLabel(/^Reason/).selectOption({ label: 'Name does not match the account' });
    await dialog.getByLabel(/^Note for the member/).fill('The surname on the passport reads Reeson.');
    await dialog.getByRole('button', { name: 'Reject verification' }).click();
    const undo = entry.getByRole('button', { name: 'Undo the rejection of Rhoda Reason' });
    await undo.waitFor();
    await showState(page, 'reject-undo');
    await undo.click();
    await page.getByText('Rejection undone').first().waitFor();
    await reject.waitFor();

    // Confirmed again, and left to run out: the member is rejected and mailed why.
    await reject.click();
    await dialog.getByLabel(/^Reason/).selectOption({ label: 'Name does not match the account' });
    await dialog.getByLabel(/^Note for the member/).fill('The surname on the passport reads Reeson.');
    await dialog.getByRole('button', { name: 'Reject verification' }).click();
    await undo.waitFor();
    await page.clock.fastForward(11_000);
    await page.getByText('Verification rejected').first().waitFor();
    await entry.waitFor({ state: 'detached' });
    const mail = await waitForMail(owner.email, /could not verify/);
    expect(mail.text).toContain('The name on the document does not match the name on your account.');
    expect(mail.text).toContain('The surname on the passport reads Reeson.');
    expect(String(mail.html)).toContain('The name on the document does not match the name on your account.');

    // The audit log names the member, linked to the admin's view of them.
    await openTab(page, 'Audit Log');
    const logged = page.getByRole('listitem').filter({ hasText: 'Rejected a verification' }).first();
    await logged.getByRole('link', { name: 'Rhoda Reason' }).waitFor();
    await logged.getByText('Reason: Name does not match the account').waitFor();
    await showState(page, 'audit-names');
    await logged.getByRole('link', { name: 'Rhoda Reason' }).click();
    await page.getByRole('tab', { name: 'Users', selected: true }).waitFor();
    await page.getByText('Showing one member.').waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: owner.email })
      .getByText('Verification Rejected')
      .waitFor();
    await showState(page, 'user-view');
  });

  it('revokes a verification from the Users tab with a reason, can undo it, and the Verified mark is gone', async () => {
    const owner = await registerOwner({
      firstName: 'Vince',
      lastName: 'Revoke',
      emailPrefix: 'admin-e2e-revoke',
    });
    const name = unique('Saffron');
    const horseId = await addHorse(owner, name);
    await sendDocument(owner);
    const page = await session.newPage();
    await adminSignIn(page);
    await openTab(page, /ID Verifications/);
    await page
      .getByRole('listitem')
      .filter({ hasText: owner.email })
      .getByRole('button', { name: 'Verify Vince Revoke' })
      .click();
    await page.getByText('Member verified').first().waitFor();
    const visitor = await session.newPage();
    await visitor.goto(`/horse/${horseId}`);
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    const mark = visitor.getByTitle('our team checked this member’s ID document');
    await mark.waitFor();

    // docs/product.md §M2 (Admin dashboard): withdrawn from the member's row, only with a reason.
    const card = await findMember(page, owner);
    const revoke = card.getByRole('button', { name: 'Revoke the verification of Vince Revoke' });
    await revoke.click();
    const dialog = page.getByRole('dialog', { name: 'Revoke the verification of Vince Revoke?' });
    await dialog.getByRole('button', { name: 'Revoke verification' }).click();
    await dialog.getByText('Please choose why the verification is withdrawn').waitFor();
    await showState(page, 'revoke-dialog');
    const confirm = async () => {
      await dialog.getByLabel(/^Reason/).selectOption({ label: 'Not an identity document' });
      await dialog.getByLabel(/^Note for the member/).fill('The licence belongs to someone else.');
      await dialog.getByRole('button', { name: 'Revoke verification' }).click();
    };
    await confirm();
    const undo = card.getByRole('button', { name: 'Undo revoking the verification of Vince Revoke' });
    await undo.waitFor();
    await showState(page, 'revoke-undo');
    await undo.click();
    await page.getByText('Revocation undone').first().waitFor();
    await card.getByText('Verified', { exact: true }).waitFor();

    // Confirmed again, and left to run out: the row, the member's mail and what visitors see all follow.
    await revoke.click();
    await confirm();
    await undo.waitFor();
    await page.clock.fastForward(11_000);
    await page.getByText('Verification revoked').first().waitFor();
    await card.getByText('Verification Rejected').waitFor();
    expect(await revoke.count()).toBe(0);
    await showState(page, 'user-revoked');
    const mail = await waitForMail(owner.email, /verification has been withdrawn/);
    expect(mail.text).toContain('withdrawn the verification of your account');
    expect(mail.text).toContain('The licence belongs to someone else.');
    expect(mail.text).toContain('upload another identity document');
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    expect(await mark.count()).toBe(0);

    await openTab(page, 'Audit Log');
    const logged = page.getByRole('listitem').filter({ hasText: 'Revoked a verification' }).first();
    await logged.getByRole('link', { name: 'Vince Revoke' }).waitFor();
    await logged.getByText('Reason: Not an identity document').waitFor();
  });

  it('shows an open animal-welfare report at a glance: a card, the tab count, first in the queue', async () => {
    const owner = await registerOwner({
      firstName: 'Wendy',
      lastName: 'Welfare',
      emailPrefix: 'admin-e2e-welfare',
    });
    const rider = await registerEnthusiast({ emailPrefix: 'admin-e2e-reporter' });
    const name = unique('Pebble');
    const horseId = await addHorse(owner, name);
    await report(rider, { targetType: 'horse', targetId: horseId, reason: 'animal-welfare' });

    const page = await session.newPage();
    await adminSignIn(page);
    const cards = page.getByRole('list', { name: 'Site metrics' });
    await cards.getByText('Open Reports').waitFor();
    await cards.getByText(/\d+ animal welfare concerns?/).waitFor();
    await page.getByRole('tab', { name: /^Reports\s*\d+\s*, urgent$/ }).waitFor();
    await showState(page, 'reports-card');

    await cards.getByRole('button', { name: 'Review reports' }).click();
    await page.getByRole('tab', { name: /^Reports/, selected: true }).waitFor();
    const first = page.getByRole('tabpanel').getByRole('listitem').first();
    await first.getByText('Animal welfare', { exact: true }).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByText('Animal welfare', { exact: true })
      .waitFor();
    await showState(page, 'reports-tab');
  });

  it('suspends and restores a member with a reason, shows their listings, and resends the confirmation', async () => {
    const owner = await registerOwner({
      firstName: 'Sid',
      lastName: 'Suspended',
      emailPrefix: 'admin-e2e-suspend',
      confirmEmail: false,
    });
    const name = unique('Juniper');
    const horseId = await addHorse(owner, name);
    const page = await session.newPage();
    await adminSignIn(page);
    const card = await findMember(page, owner);
    await card.getByText('E-mail not confirmed').waitFor();

    await card.getByRole('button', { name: 'View the listings of Sid Suspended' }).click();
    const listings = card.getByRole('list', { name: 'Listings of Sid Suspended' });
    await listings.getByRole('link', { name }).waitFor();
    await card.getByRole('button', { name: 'Resend the confirmation e-mail to Sid Suspended' }).click();
    await page.getByText('A new confirmation link is on its way to the member.').first().waitFor();
    await showState(page, 'user-listings');

    await card.getByRole('button', { name: 'Suspend Sid Suspended' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend Sid Suspended?' });
    await dialog.getByRole('button', { name: 'Suspend member' }).click();
    await dialog.getByText('Please give a reason').waitFor();
    await showState(page, 'suspend-dialog');
    await dialog.getByLabel(/Reason sent to the member/).fill('You asked riders to pay for rides.');
    await dialog.getByRole('button', { name: 'Suspend member' }).click();
    await card.getByText('Suspended', { exact: true }).waitFor();
    await listings.getByText('Hidden', { exact: true }).waitFor();
    await showState(page, 'user-suspended');
    const mail = await waitForMail(owner.email, /has been suspended/);
    expect(mail.text).toContain('You asked riders to pay for rides.');
    const visitor = await fetch(`${baseUrl()}/api/horses/${horseId}`);
    expect(visitor.status).toBe(404);

    await card.getByRole('button', { name: 'Lift the suspension of Sid Suspended' }).click();
    const lift = page.getByRole('dialog', { name: 'Lift the suspension of Sid Suspended?' });
    await lift.waitFor();
    await showState(page, 'unsuspend-dialog');
    await lift.getByLabel(/Reason/).fill('Appeal upheld: it was a misunderstanding.');
    await lift.getByRole('button', { name: 'Lift suspension' }).click();
    await card.getByRole('button', { name: 'Suspend Sid Suspended' }).waitFor();
    await listings.getByRole('link', { name }).waitFor();
    expect((await fetch(`${baseUrl()}/api/horses/${horseId}`)).status).toBe(200);

    await openTab(page, 'Audit Log');
    await page.getByText(`${admin.username} Lifted a suspension: Sid Suspended`).first().waitFor();
    await page.getByText('Reason: Appeal upheld: it was a misunderstanding.').first().waitFor();
  });

  it('shows a signed-in admin Admin and Log out in the site header, never Login or Join now', async () => {
    const page = await session.newPage();
    await adminSignIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Admin' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Join now' }).count()).toBe(0);
    await showState(page, 'header');
    // A fresh load of a public page (drawn by the server) shows the admin the same header.
    await page.goto('/');
    await nav.getByRole('link', { name: 'Admin' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Join now' }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    // Signed out: the home page is a visitor's again.
    await page.goto('/');
    await nav.getByRole('link', { name: 'Join now' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    const phone = await session.newPage({ width: 360, height: 740 });
    await adminSignIn(phone);
    await phone.getByRole('button', { name: 'Menu' }).click();
    const menu = phone.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Admin' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await expectFitsPhoneWidth(phone);
    await expectAccessible(phone);
    await saveScreenshot(phone, 'admin-header-menu');
    await menu.getByRole('button', { name: 'Log out' }).click();
    await phone.waitForURL((url) => url.pathname === '/admin');
    await phone.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  });
});
