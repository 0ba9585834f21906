import { describe, expect, it } from 'vitest';
import { UK_POSTCODE_AREAS } from '#server/platform/uk-postcode.js';
import { createOfflineGeocoder } from './offline-geocoder.js';

const geocoder = createOfflineGeocoder();

describe('offline geocoder', () => {
  it('places a full postcode at the post town of its area', async () => {
    const london = await geocoder.locate('SW1A 1AA');
    expect(london).toMatchObject({ label: 'London', precision: 'area' });
    expect(london!.latitude).toBeCloseTo(51.51, 1);
    expect(london!.longitude).toBeCloseTo(-0.13, 1);
    expect(await geocoder.locate('eh1 1yz')).toMatchObject({ label: 'Edinburgh', precision: 'area' });
    expect(await geocoder.locate('ls11ab')).toMatchObject({ label: 'Leeds' });
  });

  it('places an outcode alone at the post town of its area', async () => {
    expect(await geocoder.locate('LS1')).toMatchObject({ label: 'Leeds', precision: 'area' });
    expect(await geocoder.locate('eh10')).toMatchObject({ label: 'Edinburgh' });
    expect(await geocoder.locate('SW1A')).toMatchObject({ label: 'London' });
  });

  it('knows every one of the 121 postcode areas', async () => {
    for (const area of UK_POSTCODE_AREAS) {
      const found = await geocoder.locate(`${area}1`);
      expect(found, area).not.toBeNull();
      // Inside the UK, Shetland and the Western Isles included.
      expect(found!.latitude, area).toBeGreaterThan(49.8);
      expect(found!.latitude, area).toBeLessThan(60.9);
      expect(found!.longitude, area).toBeGreaterThan(-8.2);
      expect(found!.longitude, area).toBeLessThan(1.8);
    }
  });

  it('finds towns whatever the case, spacing and punctuation', async () => {
    const harrogate = await geocoder.locate('Harrogate');
    expect(harrogate).toMatchObject({ label: 'Harrogate', precision: 'place' });
    expect(harrogate!.latitude).toBeCloseTo(54.0, 1);
    expect(harrogate!.longitude).toBeCloseTo(-1.54, 1);
    for (const spelling of ['st albans', 'St. Albans', '  Saint Albans ', 'ST ALBANS']) {
      expect(await geocoder.locate(spelling), spelling).toMatchObject({ label: 'St Albans' });
    }
    expect(await geocoder.locate('stoke on trent')).toMatchObject({ label: 'Stoke-on-Trent' });
    expect(await geocoder.locate('kings lynn')).toMatchObject({ label: "King's Lynn" });
  });

  it('ignores a trailing county or country', async () => {
    expect(await geocoder.locate('Harrogate, North Yorkshire')).toMatchObject({ label: 'Harrogate' });
    expect(await geocoder.locate('Leeds, UK')).toMatchObject({ label: 'Leeds' });
    expect(await geocoder.locate('Cardiff Wales')).toMatchObject({ label: 'Cardiff' });
    expect(await geocoder.locate('Basford, Stoke-on-Trent')).toMatchObject({
      label: 'Basford, Stoke-on-Trent',
    });
  });

  it('knows counties, regions and nations, before villages of the same name', async () => {
    const northYorkshire = await geocoder.locate('North Yorkshire');
    expect(northYorkshire).toMatchObject({ label: 'North Yorkshire', precision: 'area' });
    expect(northYorkshire!.latitude).toBeGreaterThan(53.9);
    expect(northYorkshire!.latitude).toBeLessThan(54.6);
    expect(northYorkshire!.longitude).toBeGreaterThan(-2.5);
    expect(northYorkshire!.longitude).toBeLessThan(-0.4);
    expect(await geocoder.locate('co. durham')).toMatchObject({ label: 'County Durham' });
    expect((await geocoder.locate('Wales'))!.longitude).toBeLessThan(-3);
    expect(await geocoder.locate('Hull')).toMatchObject({ label: 'Hull', precision: 'place' });
  });

  it('answers null for what it does not know', async () => {
    expect(await geocoder.locate('Atlantis')).toBeNull();
    expect(await geocoder.locate('XX1 1XX')).toBeNull();
    expect(await geocoder.locate('XX1')).toBeNull();
    expect(await geocoder.locate('   ')).toBeNull();
    expect(await geocoder.locate('!!!')).toBeNull();
  });
});
