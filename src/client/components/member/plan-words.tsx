import { PREMIUM_OFFER } from '#contract/premium-offer';

/**
 * My Profile's words on what a payment gives: what Horse Owner Premium gives (to owners), what is free
 * for everyone, and that a donation or Premium pays for the ID check without buying the badge. The same
 * words as the landing page, the FAQ and the terms (one home: the contract's PREMIUM_OFFER).
 */
export function PlanWords({ owner }: { owner: boolean }) {
  return (
    <div className="grid gap-2 text-sm text-muted">
      {owner ? (
        <>
          <p className="font-semibold text-ink">What Horse Owner Premium gives</p>
          <ul className="list-disc pl-5">
            {PREMIUM_OFFER.gives.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{PREMIUM_OFFER.freeForEveryone}</p>
        </>
      ) : null}
      <p>{PREMIUM_OFFER.paysForCheck}</p>
    </div>
  );
}
