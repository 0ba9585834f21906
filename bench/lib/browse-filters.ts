/** The filters one browse request in four carries in the benches (browse-by-location.ts, index-search.ts). */
export const BROWSE_FILTERS = [
  'experienceLevel=beginner',
  'services=exercising-riding',
  'experienceLevel=advanced&services=general-care,occasional-cover',
  'radiusMiles=50',
  'experienceLevel=expert&radiusMiles=120',
  'offset=24',
];
