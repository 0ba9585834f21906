import { watch } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './outbox-mailer.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the outbox mailer', () => {
  // A reader polling the folder (a person, an e2e journey) once parsed a mail whose headers were written
  // and whose body was not. Every .eml must appear whole: the folder is watched, and each .eml is read the
  // moment it is first seen.
  it('never shows an .eml before the whole message is in it', async () => {
    const mailer = createOutboxMailer({ dir, from: 'Stablemates <hello@example.test>', log: () => {} });
    const body = `The end is here: ${'a long line of text to make the file large. '.repeat(40_000)}THE END`;
    await mailer.send({
      to: 'warm-up@example.test',
      subject: 'warm-up',
      text: 'first',
      html: '<p>first</p>',
    });
    const seen: string[] = [];
    const watcher = watch(dir, (_event, name) => {
      if (!name?.endsWith('.eml') || name.includes('warm')) return;
      readFile(path.join(dir, name), 'utf8').then(
        (text) => seen.push(text),
        () => {},
      );
    });
    try {
      await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          mailer.send({
            to: `member${index}@example.test`,
            subject: `Mail ${index}`,
            text: body,
            html: `<p>${body}</p>`,
          }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      watcher.close();
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen) expect(text).toContain('THE END');
    const names = await readdir(dir);
    expect(names.filter((name) => !name.endsWith('.eml'))).toEqual([]);
    expect(names).toHaveLength(6);
  });
});
