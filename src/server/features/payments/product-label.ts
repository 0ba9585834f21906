import { PRODUCT_LABELS } from '#contract/payments.js';

/** One product id names Horse Owner Premium; every other product is Horse Enthusiast (member spec §9). */
export function productLabel(productId: string | null, ownerPremiumProductId: string | undefined): string {
  return ownerPremiumProductId && productId === ownerPremiumProductId
    ? PRODUCT_LABELS.ownerPremium
    : PRODUCT_LABELS.enthusiast;
}
