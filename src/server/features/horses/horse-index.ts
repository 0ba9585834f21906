import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { EXPERIENCE_LEVELS, SERVICES } from '#contract/options.js';
import type { HorseListQuery } from '#contract/horses.js';
import { daysBetween } from '#contract/rules/calendar-days.js';
import { weekdayMask, windowAt, windowSelector } from '#contract/rules/free-weekdays.js';
import type { GeoPoint } from '#server/adapters/geocoder/index.js';
import type { ChangeFeed } from '#server/db/change-feed.js';
import type { Database } from '#server/db/client.js';
import { isVerifiedRidingSchool, type RidingSchoolStanding } from '#contract/rules/riding-school.js';
import {
  findAllIndexRows,
  findHorsesWithOwners,
  findIndexRows,
  findPremiumOwners,
  findRidingSchoolStandings,
  type IndexRow,
} from './horse-index.repository.js';
import type { HorseWithOwner } from './horses.repository.js';

/**
 * Rows kept for replies; the oldest go first past this. The first pages of every place of the UK (4,104
 * places of 24 horses, and the filtered pages among them) come to just under 100,000 rows at 1,000,000
 * horses: a cache of exactly that size, emptied oldest first, misses on every request of a pass over them
 * (the row it needs next is the one it just let go). Room for half as many again keeps them all (about
 * 1.5 KB a row with its card, bench/RESULTS.md).
 */
const ROW_CACHE_ENTRIES = 150_000;

export const METRES_PER_MILE = 1609.344;
/** earthdistance's earth(): the sphere the SQL distance uses. */
const EARTH_METRES = 6_378_168;
/** PostgreSQL's radians(): x times this constant (not x * PI / 180, which can differ in the last bit). */
const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * Great-circle metres on earth()'s sphere, the same arithmetic as horse-search.repository's metresFrom
 * (haversine), so distances and the radius agree with the SQL search to the last digit that matters.
 */
export function metresBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * RADIANS_PER_DEGREE) / 2) ** 2 +
    Math.cos(lat2 * RADIANS_PER_DEGREE) *
      Math.cos(lat1 * RADIANS_PER_DEGREE) *
      Math.sin(((lon2 - lon1) * RADIANS_PER_DEGREE) / 2) ** 2;
  return 2 * EARTH_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Horses at one point (a postcode district or a town: decision 0007), in parallel arrays. */
interface Place {
  lat: number;
  lon: number;
  ids: number[];
  /** Experience level index << 4 | a bit per service. */
  tags: number[];
  owners: number[];
  /** The day number (dayNumber) the free days were worked out on, and their bitmap (decision 0050). */
  freeFrom: number[];
  freeBits: number[];
}

interface Entry {
  place: Place;
  owner: number;
}

/** Days since 1970-01-01: how old a horse's stored free days are is one subtraction per horse. */
const dayNumber = (day: string): number => daysBetween('1970-01-01', day);

const levelIndex = new Map<string, number>(EXPERIENCE_LEVELS.map((level, i) => [level, i]));
const serviceBit = new Map<string, number>(SERVICES.map((service, i) => [service, 1 << i]));

function tagOf(row: IndexRow): number {
  let mask = 0;
  for (const service of row.services) mask |= serviceBit.get(service) ?? 0;
  return ((levelIndex.get(row.experienceLevel ?? '') ?? 15) << 4) | mask;
}

export interface IndexMatch {
  id: number;
  metres: number;
}

export interface IndexResult {
  /** The page, in order: nearest first, then premium owners' horses, then by id. */
  page: IndexMatch[];
  /** As X-Total-Count reports it (decision 0008): exact, or the cap when there are more. */
  total: number;
}

/**
 * Every located horse, in memory, by the point it stands at: a k-d tree of a few thousand points
 * (kdbush + geokdbush walks it nearest first), each holding its horses' ids and what the filters test.
 * PostgreSQL stays the source of truth: the index is loaded from it, kept current by the change feed
 * (a horse changed in any process is in every process's next search within milliseconds), and a search
 * only chooses ids; the rows themselves are read from the database (decision 0014).
 */
export function createHorseIndex(db: Database, changes: ChangeFeed) {
  const byId = new Map<number, Entry>();
  const places = new Map<string, Place>();
  const byOwner = new Map<number, Set<number>>();
  /** Owner id -> end of the live premium period (ms). */
  let premiumUntil = new Map<number, number>();
  /** Owner id -> their riding school claim (decision 0054): their horses are listed only while it is verified. */
  let schools = new Map<number, RidingSchoolStanding>();
  let schoolsLoaded = false;
  let tree: { kd: KDBush; places: Place[] } | undefined;
  let loaded = false;
  let premiumLoaded = false;
  let work: Promise<void> = Promise.resolve();
  let failed = false;
  /** Once true, stays: a later reload (after lost notices) is served from the database meanwhile. */
  let hasLoaded = false;
  /** Horse rows with their owner, as replies show them, dropped on any notice about either. */
  const rowCache = new Map<number, HorseWithOwner>();
  let rowVersion = 0;

  const enqueue = (task: () => Promise<void>) => {
    work = work.then(task).catch(() => {
      // A failed load leaves the index untrusted until the next full load succeeds.
      failed = true;
      loaded = false;
    });
    return work;
  };

  function remove(id: number): void {
    const entry = byId.get(id);
    if (!entry) return;
    byId.delete(id);
    const { place } = entry;
    const at = place.ids.indexOf(id);
    place.ids.splice(at, 1);
    place.tags.splice(at, 1);
    place.owners.splice(at, 1);
    place.freeFrom.splice(at, 1);
    place.freeBits.splice(at, 1);
    byOwner.get(entry.owner)?.delete(id);
  }

  function add(row: IndexRow): void {
    if (row.latitude === null || row.longitude === null) return;
    const key = `${row.latitude},${row.longitude}`;
    let place = places.get(key);
    if (!place) {
      place = {
        lat: row.latitude,
        lon: row.longitude,
        ids: [],
        tags: [],
        owners: [],
        freeFrom: [],
        freeBits: [],
      };
      places.set(key, place);
      tree = undefined;
    }
    place.ids.push(row.id);
    place.tags.push(tagOf(row));
    place.owners.push(row.ownerId);
    // Never worked out: no day is known to be free.
    place.freeFrom.push(row.freeDaysFrom === null ? 0 : dayNumber(row.freeDaysFrom));
    place.freeBits.push(row.freeDaysFrom === null ? 0 : row.freeDays);
    byId.set(row.id, { place, owner: row.ownerId });
    const owned = byOwner.get(row.ownerId) ?? new Set();
    owned.add(row.id);
    byOwner.set(row.ownerId, owned);
  }

  async function loadAll(): Promise<void> {
    const rows = await findAllIndexRows(db);
    byId.clear();
    places.clear();
    byOwner.clear();
    tree = undefined;
    for (const row of rows) add(row);
    loaded = true;
    failed = false;
  }

  async function apply(ids: number[]): Promise<void> {
    if (!loaded) return;
    const rows = await findIndexRows(db, ids);
    for (const id of ids) remove(id);
    for (const row of rows) add(row);
  }

  async function loadSchools(): Promise<void> {
    const rows = await findRidingSchoolStandings(db);
    schools = new Map(rows.map(({ userId, ...standing }) => [userId, standing]));
    schoolsLoaded = true;
  }

  async function loadPremium(): Promise<void> {
    const rows = await findPremiumOwners(db);
    premiumUntil = new Map(rows.map((row) => [row.userId, row.until.getTime()]));
    premiumLoaded = true;
  }

  changes.on('horses', (changed) => {
    rowVersion++;
    if ('all' in changed) {
      loaded = false;
      rowCache.clear();
      return;
    }
    const ids = changed.ids.map(Number).filter(Number.isInteger);
    for (const id of ids) rowCache.delete(id);
    void enqueue(() => apply(ids));
  });
  changes.on('users', (changed) => {
    rowVersion++;
    if ('all' in changed) return rowCache.clear();
    for (const owner of changed.ids) {
      for (const id of byOwner.get(Number(owner)) ?? []) rowCache.delete(id);
    }
  });
  changes.on('subscriptions', () => {
    premiumLoaded = false;
  });
  // A riding school declared, checked, renewed or withdrawn: the few rows are read again, and the rows
  // kept for replies (which carry the badge's facts) are dropped.
  changes.on('riding_schools', () => {
    schoolsLoaded = false;
    rowVersion++;
    rowCache.clear();
  });

  /**
   * The rows of `ids` as replies need them, from memory where the notices allow, the rest in one query.
   * A row read while a notice arrived is used but not kept (it may predate the change).
   */
  async function rowsOf(ids: number[]): Promise<Map<number, HorseWithOwner>> {
    const found = new Map<number, HorseWithOwner>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = rowCache.get(id);
      if (row) found.set(id, row);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const before = rowVersion;
      const rows = await findHorsesWithOwners(db, missing);
      const keep = before === rowVersion && changes.live;
      for (const row of rows) {
        found.set(row.horse.id, row);
        if (!keep) continue;
        if (rowCache.size >= ROW_CACHE_ENTRIES) rowCache.delete(rowCache.keys().next().value!);
        rowCache.set(row.horse.id, row);
      }
    }
    // Premium follows the subscriptions (and the clock), not the moment the row was read.
    const now = Date.now();
    for (const [id, row] of found) {
      const premium = row.horse.ownerId !== null && isPremium(row.horse.ownerId, now);
      if (row.isPremium !== premium) found.set(id, { ...row, isPremium: premium });
    }
    return found;
  }

  function treeOf(): { kd: KDBush; places: Place[] } {
    if (tree) return tree;
    const list = [...places.values()].filter((place) => place.ids.length > 0);
    const kd = new KDBush(Math.max(1, list.length));
    for (const place of list) kd.add(place.lon, place.lat);
    if (list.length === 0) kd.add(0, 0);
    kd.finish();
    tree = { kd, places: list };
    return tree;
  }

  let loading: Promise<void> | undefined;

  /** Whether the index may be used now: listening, loaded, and holding every change this process made. */
  async function ready(): Promise<boolean> {
    if (!(await changes.sync())) return false;
    await work;
    if (!loaded || failed || !premiumLoaded || !schoolsLoaded) {
      loading ??= enqueue(async () => {
        if (!loaded || failed) await loadAll();
        if (!premiumLoaded) await loadPremium();
        if (!schoolsLoaded) await loadSchools();
      }).finally(() => {
        loading = undefined;
      });
      await loading;
    }
    const trusted = loaded && !failed && premiumLoaded && schoolsLoaded;
    if (trusted) hasLoaded = true;
    return trusted && changes.live;
  }

  function isPremium(owner: number, now: number): boolean {
    return (premiumUntil.get(owner) ?? 0) > now;
  }

  /**
   * The page and total of a distance search, or undefined when the index cannot be trusted right now
   * (the caller then asks the database).
   */
  async function search(
    query: HorseListQuery & { today: string },
    point: GeoPoint,
    radiusMiles: number,
    cap: number,
  ): Promise<IndexResult | undefined> {
    if (!(await ready())) return undefined;
    const level =
      query.experienceLevel && query.experienceLevel !== 'all'
        ? levelIndex.get(query.experienceLevel)
        : undefined;
    let services = 0;
    for (const service of query.services) services |= serviceBit.get(service) ?? 0;
    // "On my days": the days of the window that fall on the chosen weekdays (0: any day).
    const days = query.weekdays.length > 0 ? windowSelector(weekdayMask(query.weekdays), query.today) : 0;
    const today = dayNumber(query.today);
    const now = Date.now();
    /**
     * The listing rule's owner half (listing.repository.ts in SQL, rules/riding-school.ts here): an owner
     * who is no riding school, or a verified one, insured today, Premium now. Hidden horses are not held.
     */
    const listed = (owner: number) => {
      const school = schools.get(owner);
      return (
        school === undefined ||
        isVerifiedRidingSchool(school, { today: query.today, premium: isPremium(owner, now) })
      );
    };
    /** The filters, for the horse at position k of a place. */
    const matches = (place: Place, k: number) =>
      (level === undefined || place.tags[k]! >> 4 === level) &&
      (services === 0 || (place.tags[k]! & services) !== 0) &&
      (query.ownerId === undefined || place.owners[k] === query.ownerId) &&
      (days === 0 || (windowAt(place.freeBits[k]!, today - place.freeFrom[k]!) & days) !== 0) &&
      (schools.size === 0 || listed(place.owners[k]!));
    /** No filter and no riding school to check: every horse of a place matches. */
    const unfiltered =
      level === undefined &&
      services === 0 &&
      query.ownerId === undefined &&
      days === 0 &&
      schools.size === 0;
    const countMatches = (place: Place) => {
      let n = 0;
      for (let k = 0; k < place.ids.length; k++) if (matches(place, k)) n++;
      return n;
    };
    const radiusMetres = radiusMiles * METRES_PER_MILE;
    const { offset, limit } = query;
    const page: IndexMatch[] = [];
    let count = 0;

    // Horses at exactly one distance form one run, ordered premium first, then by id; a run that reaches
    // into the page is sorted, all others are only counted.
    const takeRun = (run: Array<{ id: number; owner: number }>, metres: number) => {
      if (count + run.length > offset && count < offset + limit) {
        run.sort((a, b) => Number(isPremium(b.owner, now)) - Number(isPremium(a.owner, now)) || a.id - b.id);
        for (let i = Math.max(0, offset - count); i < run.length && count + i < offset + limit; i++) {
          page.push({ id: run[i]!.id, metres });
        }
      }
      count += run.length;
    };

    if (query.ownerId !== undefined) {
      // One owner's horses: few, so measure each.
      const found: Array<{ id: number; owner: number; metres: number }> = [];
      for (const id of byOwner.get(query.ownerId) ?? []) {
        const entry = byId.get(id)!;
        if (!matches(entry.place, entry.place.ids.indexOf(id))) continue;
        const metres = metresBetween(entry.place.lat, entry.place.lon, point.latitude, point.longitude);
        if (metres <= radiusMetres) found.push({ id, owner: entry.owner, metres });
      }
      found.sort((a, b) => a.metres - b.metres);
      for (let i = 0; i < found.length && count < cap;) {
        let j = i;
        while (j < found.length && found[j]!.metres === found[i]!.metres) j++;
        takeRun(found.slice(i, j), found[i]!.metres);
        i = j;
      }
      return { page, total: Math.min(count, cap) };
    }

    const { kd, places: list } = treeOf();
    // geokdbush measures on a 6,371 km sphere: the same angle, a hair wider, then the exact test below.
    const maxKm = (radiusMetres / EARTH_METRES) * 6371 * (1 + 1e-9);
    // How many points to ask for first. With no filter, enough to hold the cap twice over at the index's
    // average horses a point (a large index holds hundreds a point: a few points, not 64, whose walk
    // costs more than the rest of the search); with filters, 64, and more when they leave too few.
    const perPoint = byId.size / Math.max(1, list.length);
    const first = unfiltered ? Math.min(64, Math.max(8, Math.ceil((2 * cap) / Math.max(1, perPoint)))) : 64;
    for (let want = first; ;) {
      const near = around(kd, point.longitude, point.latitude, want, maxKm) as number[];
      const complete = near.length < want;
      const measured = near
        .map((i) => {
          const place = list[i]!;
          return { place, metres: metresBetween(place.lat, place.lon, point.latitude, point.longitude) };
        })
        .filter((found) => found.metres <= radiusMetres)
        .sort((a, b) => a.metres - b.metres);
      // Without the whole list, the farthest distance may have more points beyond it: leave it out.
      const last = measured.at(-1)?.metres;
      page.length = 0;
      count = 0;
      for (let i = 0; i < measured.length && count < cap;) {
        const metres = measured[i]!.metres;
        if (!complete && metres === last) break;
        let end = i;
        while (end < measured.length && measured[end]!.metres === metres) end++;
        const atDistance = measured.slice(i, end);
        i = end;
        // Most runs lie before or past the page and are only counted: no list of their horses is made.
        const matching = unfiltered
          ? atDistance.reduce((sum, { place }) => sum + place.ids.length, 0)
          : atDistance.reduce((sum, { place }) => sum + countMatches(place), 0);
        if (count + matching <= offset || count >= offset + limit) {
          count += matching;
          continue;
        }
        const run: Array<{ id: number; owner: number }> = [];
        for (const { place } of atDistance) {
          for (let k = 0; k < place.ids.length; k++) {
            if (matches(place, k)) run.push({ id: place.ids[k]!, owner: place.owners[k]! });
          }
        }
        takeRun(run, metres);
      }
      if (complete || count >= cap) return { page, total: Math.min(count, cap) };
      // Ask for as many points as the matches so far suggest reach the cap, with room to spare.
      want = Math.min(list.length + 1, Math.ceil((want * 1.5 * cap) / Math.max(count, want / 16)));
    }
  }

  return {
    search,
    rowsOf,
    /** Loads the index ahead of the first search (the server does at start). */
    warm: async () => void (await ready()),
    /** Whether it has loaded since the process started: readiness waits for it (platform/operations/readiness.ts). */
    get hasLoaded() {
      return hasLoaded;
    },
    /** How many horses it holds (tests, bench). */
    get size() {
      return byId.size;
    },
  };
}
export type HorseIndex = ReturnType<typeof createHorseIndex>;
