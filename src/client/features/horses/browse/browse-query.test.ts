import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from './browse-query';

describe('filtersFromSearch', () => {
  it('reads services from a link (comma list) and from a form sent before the scripts ran (repeated)', () => {
    expect(filtersFromSearch('services=general-care,exercising-riding').services).toEqual([
      'exercising-riding',
      'general-care',
    ]);
    expect(
      filtersFromSearch(
        'location=York&radiusMiles=300&experienceLevel=all&services=general-care&services=nope',
      ).services,
    ).toEqual(['general-care']);
    expect(filtersFromSearch('location=York&radiusMiles=300&experienceLevel=all')).toEqual({
      location: 'York',
      radiusMiles: 300,
      experienceLevel: 'all',
      services: [],
      weekdays: [],
    });
  });

  it('reads weekdays the same ways, Monday first, leaving out names it does not know', () => {
    expect(filtersFromSearch('weekdays=sunday,tuesday,funday').weekdays).toEqual(['tuesday', 'sunday']);
    expect(filtersFromSearch('weekdays=saturday&weekdays=monday&weekdays=').weekdays).toEqual([
      'monday',
      'saturday',
    ]);
  });

  it('keeps a location to the 100 characters the API accepts', () => {
    expect(filtersFromSearch(`location=${'a'.repeat(150)}`).location).toHaveLength(100);
  });
});
