import { PRODUCT_LABELS } from '#contract/payments.js';

/** One product id names Horse Owner Premium; every other product is Horse Enthusiast (docs/product.md §M9). */
export function productLabel(productId: string | null, ownerPremiumProductId: string | undefined): string {
  return isOwnerPremiumProduct(productId, ownerPremiumProductId)
    ? PRODUCT_LABELS.ownerPremium
    : PRODUCT_LABELS.enthusiast;
}

/** The subscription's product is the configured Owner Premium product: the one thing that makes Premium. */
export function isOwnerPremiumProduct(productId: string | null, ownerPremiumProductId: string | undefined) {
  return Boolean(ownerPremiumProductId) && productId === ownerPremiumProductId;
}
