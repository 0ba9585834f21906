import { describe, expect, it } from 'vitest';
import { NO_MONEY_CLAUSE } from '#contract/agreements.js';
import { useSettableClock } from '#tests/setup/calendar-clock.js';
import { pdfText } from '#tests/setup/pdf-text.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { agreementScene, TERMS } from './agreement-test-scene.js';

const ctx = useTestApp({ env: () => ({ LOG_LEVEL: 'error' }) });
const { setClock } = useSettableClock('2027-03-01T10:00:00Z');

async function downloaded(reply: {
  statusCode: number;
  rawPayload: Buffer;
  headers: Record<string, unknown>;
}) {
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toBe('application/pdf');
  return pdfText(new Uint8Array(reply.rawPayload));
}

describe("the agreement's PDF", () => {
  it('holds the site, the horse, the days, both members, both acceptance times and the no-money clause as text', async () => {
    const { owner, rider, url, save, accept, call } = await agreementScene(ctx);
    await save(owner, TERMS);
    await setClock('2027-03-03T09:30:00Z');
    await accept(rider, 1);

    const reply = await call('GET', `${url}.pdf`, rider.cookie);
    expect(reply.headers['content-disposition']).toBe(
      'attachment; filename="agreement-Biscuit-version-1.pdf"',
    );
    const { text, sizes } = await downloaded(reply);
    // A4: 595 x 842 points.
    expect(sizes[0]).toEqual([0, 0, 595, 842]);
    for (const words of [
      'Stablemates',
      'Share agreement: Biscuit',
      'Biscuit, Welsh Cob, 12 years old, 14.3 - 15.2 hh',
      'Tue & Sat from Tue 2 Mar, 09:00–12:00 · trial until Mon 5 Apr',
      'Fiona Owner',
      'Jo Rider',
      TERMS.passportNumber,
      TERMS.microchip,
      "Does the owner's insurance cover the named rider? Yes",
      'Does the rider hold their own rider liability cover? Not sure',
      NO_MONEY_CLAUSE,
      'Fiona Owner (owner) accepted version 1 on Mon 1 Mar 2027, 10:00.',
      'Jo Rider (sharer) accepted version 1 on Wed 3 Mar 2027, 09:30.',
    ])
      expect(text).toContain(words);
  });

  it('is made whatever characters members typed: what Helvetica cannot write becomes a plain letter or "?"', async () => {
    const { owner, url, save, call } = await agreementScene(ctx);
    const saved = await save(owner, {
      ...TERMS,
      duties: 'Łukasz’s rota 🐴 — groom daily; 馬 care. Ça va.',
      longestRide: 'x'.repeat(150),
    });
    expect(saved.statusCode).toBe(200);
    const { text } = await downloaded(await call('GET', `${url}.pdf`, owner.cookie));
    expect(text).toContain('Lukasz’s rota ? — groom daily; ? care. Ça va.');
    // A word longer than the line is broken across lines, not drawn off the page.
    expect(text.replace(/ /g, '')).toContain('x'.repeat(150));
  });
});
