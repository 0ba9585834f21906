import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/**
 * Without SMTP (development, a fresh clone), every message is written as an .eml file to the outbox
 * folder and announced in the log, so password-reset links can still be followed.
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
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.log(
        `mail to ${message.to} "${message.subject}" saved to ${file}${links.length ? ` links: ${links.join(' ')}` : ''}`,
      );
    },
  };
}
