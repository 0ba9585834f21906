import type { RiderWeightSchema } from '#contract/users';
import type { z } from 'zod';

/** Labels for the rider-weight codes (docs/product.md §M3 option list), for any screen that shows one. */
export const RIDER_WEIGHT_LABELS: Record<z.infer<typeof RiderWeightSchema>, string> = {
  'under-7st': 'Under 7st',
  '7-9st': '7-9st',
  '9-11st': '9-11st',
  '11-13st': '11-13st',
  '13-15st': '13-15st',
  '15-17st': '15-17st',
  'over-17st': 'Over 17st',
};
