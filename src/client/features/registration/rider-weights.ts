import { RIDER_WEIGHTS, RiderWeightSchema } from '#contract/users';
import type { z } from 'zod';

export type RiderWeight = z.infer<typeof RiderWeightSchema>;

/** Labels for the rider-weight codes (member spec §3 option list). */
export const RIDER_WEIGHT_LABELS: Record<RiderWeight, string> = {
  'under-7st': 'Under 7st',
  '7-9st': '7-9st',
  '9-11st': '9-11st',
  '11-13st': '11-13st',
  '13-15st': '13-15st',
  '15-17st': '15-17st',
  'over-17st': 'Over 17st',
};

export const RIDER_WEIGHT_OPTIONS = RIDER_WEIGHTS.map((value) => ({
  value,
  label: RIDER_WEIGHT_LABELS[value],
}));

/** The chosen code, or undefined for the empty choice or anything unknown. */
export function toRiderWeight(value: string): RiderWeight | undefined {
  const parsed = RiderWeightSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
