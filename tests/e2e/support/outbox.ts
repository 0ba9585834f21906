import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { inject } from 'vitest';

/**
 * The e2e server sends its mail over SMTP to the run's own SMTP server (support/smtp-inbox.ts), which
 * keeps each message as it arrived in an .eml file. A journey reads what a member would have received
 * from there, parsed as a mail client would.
 */
function outboxDir(): string {
  return inject('e2eMailDir');
}

async function readOutbox(): Promise<ParsedMail[]> {
  const names = await readdir(outboxDir()).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => simpleParser(await readFile(path.join(outboxDir(), name)))),
  );
}

function sentTo(mail: ParsedMail, address: string): boolean {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.some((group) =>
    group.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase()),
  );
}

/** The first mail to `address` whose subject matches, waiting up to `timeoutMs` for it to arrive. */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 10_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox()).find(
      (mail) => sentTo(mail, address) && subject.test(mail.subject ?? ''),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} matching ${String(subject)} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail's plain text that starts with `prefix` (e.g. the site's reset-password path). */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No link starting ${prefix} in "${mail.subject ?? ''}"`);
  return link;
}

/** The newest mail to `address` whose subject matches and whose text contains `text`, waited for. */
export async function waitForMailContaining(
  address: string,
  subject: RegExp,
  text: string,
  timeoutMs = 10_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox())
      .filter((mail) => sentTo(mail, address) && subject.test(mail.subject ?? ''))
      .filter((mail) => (mail.text ?? '').includes(text))
      .sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0))[0];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} containing ${text} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
