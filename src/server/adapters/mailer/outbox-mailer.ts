import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { redactSecrets } from '#server/platform/http/log-redaction.js';
import type { Mailer } from './mailer.js';

/**
 * Without SMTP (development, a fresh clone), every message is written as an .eml file to the outbox
 * folder and announced in the log, so password-reset links can still be followed (from the file).
 */
export function createOutboxMailer(options: {
  dir: string;
  from: string;
  log: (line: string) => void;
}): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await composer.sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(3).toString('hex')}.eml`;
      const file = path.join(options.dir, name);
      // Owner-only: the file holds the full link. Written under a temporary name and renamed into place,
      // so whoever reads the folder (a person, a test) sees each .eml whole or not at all.
      const partial = `${file}.part`;
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
      // Links are announced without their tokens (a reset link in a log would let its readers take the
      // account); the full link is in the saved file, which only this machine's users can open.
      const links = (message.text.match(/https?:\/\/\S+/g) ?? []).map(redactSecrets);
      options.log(
        `mail to ${message.to} "${message.subject}" saved to ${file}${links.length ? ` links: ${links.join(' ')}` : ''}`,
      );
    },
  };
}
