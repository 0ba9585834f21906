import { describe, expect, it } from 'vitest';
import { HorseCreateSchema, photoProblem } from './horses.js';
import { BREEDS } from './options.js';
import { EXAMPLE_HORSE } from './test-fixtures.js';

describe('photoProblem (issue 32)', () => {
  it('names the file before the message', () => {
    expect(photoProblem('IMG_0042.jpg', 'Please select an image file')).toBe(
      'IMG_0042.jpg: Please select an image file',
    );
  });

  it('drops control characters and shortens a long name; with no name, only the message', () => {
    expect(photoProblem('bad\nname\u0007.jpg', 'Too big')).toBe('badname.jpg: Too big');
    const long = `${'a'.repeat(80)}.jpg`;
    expect(photoProblem(long, 'Too big')).toBe(`${'a'.repeat(57)}...: Too big`);
    expect(photoProblem('  ', 'Too big')).toBe('Too big');
  });
});

describe('the one breed list', () => {
  it("keeps the specification's eleven and adds the common UK types", () => {
    for (const breed of [
      'Thoroughbred',
      'Quarter Horse',
      'Arabian',
      'Warmblood',
      'Welsh Pony',
      'Shetland Pony',
    ]) {
      expect(BREEDS).toContain(breed);
    }
    for (const breed of ['Cob', 'Welsh Cob', 'Irish Draught', 'Connemara', 'Highland', 'Shire', 'Exmoor']) {
      expect(BREEDS).toContain(breed);
    }
    expect(BREEDS.at(-1)).toBe('Mixed/Other');
    expect(new Set(BREEDS).size).toBe(BREEDS.length);
  });

  it('lets a new horse be listed for experts, as an edited one may', () => {
    // The example horse's required fields; only its level changes.
    const { name, breed, height, location, services } = EXAMPLE_HORSE;
    const horse = { name, breed, height, location, services };
    expect(HorseCreateSchema.safeParse({ ...horse, experienceLevel: 'expert' }).success).toBe(true);
    expect(HorseCreateSchema.safeParse({ ...horse, experienceLevel: 'wizard' }).success).toBe(false);
  });
});
