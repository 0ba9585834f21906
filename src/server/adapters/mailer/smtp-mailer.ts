import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/** Sends through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer & { close(): void } {
  const url = new URL(options.url);
  // A plain smtp:// address on loopback is a local relay or a test server: no TLS upgrade there.
  const isLoopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    ignoreTLS: isLoopback && url.protocol === 'smtp:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  });
  return {
    send: async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
