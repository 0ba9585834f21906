import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { UK_POSTCODE_AREAS } from '#server/platform/uk-postcode.js';
import { loadDistrictTable } from './district-table.js';
import { REFERENCE_DISTRICTS } from './fixtures/reference-districts.js';
import { milesBetween } from './fixtures/miles-between.js';
import { createOfflineGeocoder } from './offline-geocoder.js';

const geocoder = createOfflineGeocoder();

describe('offline geocoder', () => {
  it('answers a place asked again as the first time, whatever the first caller did with its answer', async () => {
    const first = await geocoder.locate('Harrogate');
    const point = { ...first };
    first!.latitude = 0;
    first!.label = 'Changed by a caller';
    expect(await geocoder.locate('Harrogate')).toEqual(point);
    expect(await geocoder.locate('Nowhere-on-any-map')).toBeNull();
    expect(await geocoder.locate('Nowhere-on-any-map')).toBeNull();
  });

  it('places a full postcode at its postcode district, never finer', async () => {
    const guildford = await geocoder.locate('GU1 3AA');
    expect(guildford).toMatchObject({ label: 'Guildford (GU1)', precision: 'outcode' });
    // Every postcode of the district answers the same point.
    expect(await geocoder.locate('gu13zz')).toEqual(guildford);
    expect(await geocoder.locate('GU1')).toEqual(guildford);
    expect(await geocoder.locate('eh1 1yz')).toMatchObject({ label: 'Edinburgh (EH1)' });
    // PH44 (Canna) is 125 miles from Perth, where the post town of its area would put it.
    const canna = await geocoder.locate('PH44 4RS');
    expect(canna!.longitude).toBeLessThan(-6.4);
  });

  it('places a postcode of every district in the table at that district', async () => {
    const table = await loadDistrictTable();
    expect(table.districts.size).toBeGreaterThan(2900);
    for (const district of table.districts.values()) {
      const found = await geocoder.locate(`${district.outcode} 1AA`);
      expect(found, district.outcode).toEqual({
        latitude: district.latitude,
        longitude: district.longitude,
        label: `${district.place} (${district.outcode})`,
        precision: 'outcode',
      });
    }
  });

  it('places an outcode alone at its district, and a sub-district it lacks at its parent', async () => {
    expect(await geocoder.locate('LS1')).toMatchObject({ label: 'Leeds (LS1)', precision: 'outcode' });
    expect(await geocoder.locate('eh10')).toMatchObject({ precision: 'outcode' });
    expect((await geocoder.locate('SW1A'))!.label).toMatch(/\(SW1A\)$/);
    expect((await geocoder.locate('EC1Z'))!.label).toMatch(/\(EC1\)$/);
  });

  it('is within a mile of an independent source at the median, on a sample with rural districts', async () => {
    expect(REFERENCE_DISTRICTS.length).toBeGreaterThanOrEqual(30);
    expect(REFERENCE_DISTRICTS.filter((district) => district.kind === 'rural').length).toBeGreaterThan(20);
    const errors: number[] = [];
    for (const reference of REFERENCE_DISTRICTS) {
      const found = await geocoder.locate(reference.outcode);
      expect(found, reference.outcode).toMatchObject({ precision: 'outcode' });
      const miles = milesBetween(found!, reference);
      // No district is far off: the worst in the sample (AB37, a wide Speyside glen) is about 4.3 miles.
      expect(miles, reference.outcode).toBeLessThan(5);
      errors.push(miles);
    }
    errors.sort((a, b) => a - b);
    const median = errors[Math.floor(errors.length / 2)]!;
    expect(median).toBeLessThan(1);
  });

  it('places Northern Ireland at its districts, and refuses the Channel Islands and Isle of Man', async () => {
    expect(await geocoder.locate('BT93 1AA')).toMatchObject({ label: 'Enniskillen (BT93)' });
    expect(await geocoder.locate('IM1 1AA')).toBeNull();
    expect(await geocoder.locate('GY1 1AA')).toBeNull();
    expect(await geocoder.locate('JE2 3AA')).toBeNull();
  });

  it('knows villages that only the postal data lists, at their district', async () => {
    const humbie = await geocoder.locate('Humbie');
    expect(humbie).toMatchObject({ label: 'Humbie', precision: 'place' });
    const eh36 = await geocoder.locate('EH36');
    expect({ latitude: humbie!.latitude, longitude: humbie!.longitude }).toEqual({
      latitude: eh36!.latitude,
      longitude: eh36!.longitude,
    });
  });

  it('finds what the suggestions put in the box: a village in a county, a county of the postal data', async () => {
    expect(await geocoder.locate('Humbie, East Lothian')).toMatchObject({ label: 'Humbie' });
    const cheshire = await geocoder.locate('Newton, Cheshire');
    expect(cheshire).toMatchObject({ label: 'Newton', precision: 'place' });
    expect(cheshire!.latitude).toBeGreaterThan(52.9);
    expect(cheshire!.latitude).toBeLessThan(53.5);
    expect(await geocoder.locate('Inverclyde')).toMatchObject({ label: 'Inverclyde', precision: 'area' });
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

describe('the committed place data', () => {
  it.each(['postcode-districts.json', 'uk-places.json'])(
    '%s names GeoNames as its source and the CC BY 4.0 licence it is used under',
    async (file) => {
      const data: unknown = JSON.parse(await readFile(new URL(`./data/${file}`, import.meta.url), 'utf8'));
      expect(data).toMatchObject({
        source: expect.stringContaining('GeoNames'),
        sourceUrl: 'https://www.geonames.org/',
        licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
      });
    },
  );
});
