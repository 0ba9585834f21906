import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The mail a test app wrote to its outbox (DATA_DIR/outbox, one .eml file each, when no SMTP server is
 * set), parsed as a mail client would, oldest first.
 */
export async function mailsTo(dataDir: string, address: string): Promise<ParsedMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(
    names.map(async (name) => simpleParser(await readFile(path.join(dir, name)))),
  );
  return mails.filter((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '').includes(address));
}

/**
 * Empties outbox folders under DATA_DIR (`outbox`, `sms-outbox`) so a test reads only what it sent. A
 * notice the app sends without waiting (a minute job's, a reply's) may still land while a folder goes,
 * which makes rmdir fail with ENOTEMPTY: rm retries, as it was made to.
 */
export async function emptyOutboxes(dataDir: string, folders = ['outbox', 'sms-outbox']): Promise<void> {
  for (const folder of folders)
    await rm(path.join(dataDir, folder), { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
}

/** The path and query of the first link in the newest mail to `address` that contains `pathPart`. */
export async function latestLinkTo(dataDir: string, address: string, pathPart: string): Promise<string> {
  const mails = await mailsTo(dataDir, address);
  for (const mail of mails.reverse()) {
    const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
  }
  throw new Error(`No mail to ${address} with a link to ${pathPart}`);
}

/**
 * The first mail to `address` whose subject contains `subject`, waited for: a registration answers before
 * its mail is sent (so its timing does not tell a new address from one with an account).
 */
export async function mailArriving(
  dataDir: string,
  address: string,
  subject: string,
  timeoutMs = 5000,
): Promise<ParsedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(dataDir, address)).find((each) => each.subject?.includes(subject));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`No mail to ${address} about "${subject}"`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
