import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp, type TestContext } from '#tests/setup/test-app.js';
import { CONTACT_LIMITS, CONTACT_REPLY_MESSAGES } from '#contract/contact.js';
import { contactMessages } from '#server/db/schema/index.js';

const valid = {
  name: 'Jane Rider',
  email: 'jane@example.org',
  subject: 'Volunteering near Perth',
  message: 'Hello!\n\nI would love to help with a horse at weekends.',
};

// Rate limits count per address and outlive the per-test database reset, so each request comes from
// its own address unless a test says otherwise.
let nextAddress = 1;
const freshAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function postContact(ctx: TestContext, payload: unknown, remoteAddress = freshAddress()) {
  return ctx.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
}

describe('POST /api/contact with a working mail server', () => {
  const smtp = useSmtpServer();
  const ctx = useTestApp({
    env: () => ({ TEAM_EMAIL: 'team@stablemates.test', SITE_NAME: 'Stablemates', SMTP_URL: smtp.url }),
  });

  it('stores the message and e-mails it to the team with reply-to the sender', async () => {
    const res = await postContact(ctx, { ...valid, name: '  Jane Rider  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_REPLY_MESSAGES.sent, emailed: true });

    const rows = await ctx.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, mailStatus: 'sent' });

    const mail = await smtp.waitForMessage((m) => m.subject === `Contact form: ${valid.subject}`);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(
      'team@stablemates.test',
    );
    expect(mail.replyTo?.value[0]?.address).toBe(rows[0]?.email);
    expect(mail.text).toContain(`${rows[0]?.name} (${rows[0]?.email})`);
    expect(mail.text).toContain('I would love to help with a horse at weekends.');
    expect(mail.html).toContain('I would love to help with a horse at weekends.');
  });

  it('keeps a line break in the subject out of the mail headers', async () => {
    const res = await postContact(ctx, { ...valid, subject: 'Hi\r\nBcc: victim@example.org' });
    expect(res.statusCode).toBe(201);
    const mail = await smtp.waitForMessage((m) => m.subject?.startsWith('Contact form: Hi') ?? false);
    expect(mail.subject).toBe('Contact form: Hi Bcc: victim@example.org');
    expect(mail.bcc).toBeUndefined();
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('refuses a missing %s', async (field) => {
    const { [field]: _omitted, ...rest } = valid;
    const res = await postContact(ctx, rest);
    expect(res.statusCode).toBe(400);
    const label = field[0]!.toUpperCase() + field.slice(1);
    expect(res.json()).toEqual({
      message: `${label} is required`,
      fieldErrors: { [field]: [`${label} is required`] },
    });
    expect(await ctx.db.select().from(contactMessages)).toEqual([]);
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('refuses a blank %s', async (field) => {
    const res = await postContact(ctx, { ...valid, [field]: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([
      `${field[0]!.toUpperCase()}${field.slice(1)} is required`,
    ]);
  });

  it('refuses a badly formed email', async () => {
    const res = await postContact(ctx, { ...valid, email: 'jane.example.org' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please enter a valid email address',
      fieldErrors: { email: ['Please enter a valid email address'] },
    });
  });

  it('refuses over-long fields, naming each', async () => {
    const res = await postContact(ctx, {
      name: 'n'.repeat(CONTACT_LIMITS.name + 1),
      email: `${'e'.repeat(CONTACT_LIMITS.email)}@example.org`,
      subject: 's'.repeat(CONTACT_LIMITS.subject + 1),
      message: 'm'.repeat(CONTACT_LIMITS.message + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      name: ['Name must be 100 characters or fewer'],
      email: ['Email must be 254 characters or fewer'],
      subject: ['Subject must be 200 characters or fewer'],
      message: ['Message must be 5000 characters or fewer'],
    });
    expect(await ctx.db.select().from(contactMessages)).toEqual([]);
  });

  it('accepts fields exactly at their limits', async () => {
    const res = await postContact(ctx, {
      ...valid,
      name: 'n'.repeat(CONTACT_LIMITS.name),
      subject: 's'.repeat(CONTACT_LIMITS.subject),
      message: 'm'.repeat(CONTACT_LIMITS.message),
    });
    expect(res.statusCode).toBe(201);
  });

  it('allows 5 messages per address in 10 minutes, then answers 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await postContact(ctx, { ...valid, subject: `Try ${i}` }, address)).statusCode).toBe(201);
    }
    const refused = await postContact(ctx, { ...valid, subject: 'Try 6' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(5);
    // Another address is not affected.
    expect((await postContact(ctx, valid)).statusCode).toBe(201);
  });
});

describe('POST /api/contact when the mail server is down', () => {
  // Nothing listens on port 1 of the loopback address: the connection is refused at once.
  const ctx = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });

  it('still stores the message, marks the mail failed and says so honestly', async () => {
    const res = await postContact(ctx, valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_REPLY_MESSAGES.storedOnly, emailed: false });
    const rows = await ctx.db.select().from(contactMessages).where(eq(contactMessages.email, valid.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, mailStatus: 'failed' });
  });
});
