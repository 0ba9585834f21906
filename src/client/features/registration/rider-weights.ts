import { RIDER_WEIGHTS, RiderWeightSchema } from '#contract/users';
import type { z } from 'zod';
import { RIDER_WEIGHT_LABELS } from '#client/lib/rider-weight-labels';

export type RiderWeight = z.infer<typeof RiderWeightSchema>;

export const RIDER_WEIGHT_OPTIONS = RIDER_WEIGHTS.map((value) => ({
  value,
  label: RIDER_WEIGHT_LABELS[value],
}));

/** The chosen code, or undefined for the empty choice or anything unknown. */
export function toRiderWeight(value: string): RiderWeight | undefined {
  const parsed = RiderWeightSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
