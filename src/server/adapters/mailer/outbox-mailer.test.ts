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
    // Each .eml is read the moment the folder says it appeared; the reads are awaited before judging.
    const reads = new Map<string, Promise<string>>();
    const watcher = watch(dir, (_event, name) => {
      if (!name?.endsWith('.eml') || reads.has(name)) return;
      reads.set(name, readFile(path.join(dir, name), 'utf8'));
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
      // Events can trail the writes on a loaded machine: wait (bounded) until each new file was seen.
      for (let waited = 0; reads.size < 5 && waited < 10_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      watcher.close();
    }
    const seen = await Promise.all(reads.values());
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen) expect(text).toContain('THE END');
    const names = await readdir(dir);
    expect(names.filter((name) => !name.endsWith('.eml'))).toEqual([]);
    expect(names).toHaveLength(6);
  });
});
