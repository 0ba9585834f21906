import { useEffect, useState } from 'react';
import { REGISTRATION_HINTS } from '#contract/registration-words';
import { RegisteredInput, type RegisteredFields } from '#client/components/ui/registered-input';
import { usePostcodeTown } from '#client/lib/queries/places';

/**
 * Postcode, then Town/City, side by side and level on wider screens (both registration forms). The town is
 * filled in from the postcode's district once a whole postcode is typed (issue 46), so the member is not
 * asked twice; it stays theirs to change, and a town they typed themselves is never replaced.
 */
export function LocationFields({
  form,
  postcode,
  location,
  onTownFound,
}: {
  form: RegisteredFields<'location' | 'postcode'>;
  /** The fields' current values. */
  postcode: string;
  location: string;
  /** Puts the town into the form's location field. */
  onTownFound: (town: string) => void;
}) {
  const found = usePostcodeTown(postcode);
  // The town this field last filled in, and from which postcode. Each postcode fills it once, and only an
  // empty field or one still holding the last filled town: what the member typed or cleared stays so.
  const [filled, setFilled] = useState<{ town: string; postcode: string } | null>(null);
  useEffect(() => {
    if (!found || filled?.postcode === found.postcode) return;
    if (location.trim() !== '' && location !== filled?.town) return;
    setFilled({ town: found.town, postcode: found.postcode });
    onTownFound(found.town);
  }, [found, filled, location, onTownFound]);
  const fromPostcode = filled !== null && location === filled.town;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <RegisteredInput
        form={form}
        name="postcode"
        label="Postcode"
        hint="For example SW1A 1AA"
        hintBelow
        required
        autoComplete="postal-code"
        autoCapitalize="characters"
        maxLength={10}
      />
      <RegisteredInput
        form={form}
        name="location"
        label="Town/City"
        hint={fromPostcode ? REGISTRATION_HINTS.townFromPostcode(filled.postcode) : REGISTRATION_HINTS.town}
        hintBelow
        required
        autoComplete="address-level2"
        maxLength={100}
      />
      <p role="status" className="sr-only">
        {fromPostcode ? `Town/City filled in: ${filled.town}` : ''}
      </p>
    </div>
  );
}
