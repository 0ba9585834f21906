import type { DemoStable } from './demo-stable.js';
import { EAST_STABLES } from './stables-east.js';
import { NORTH_STABLES } from './stables-north.js';
import { WEST_STABLES } from './stables-west.js';

export type { DemoHorse, DemoStable } from './demo-stable.js';

/** Sixty demo horses over real UK towns, grouped by demo owner. */
export const DEMO_STABLES: DemoStable[] = [...NORTH_STABLES, ...WEST_STABLES, ...EAST_STABLES];
