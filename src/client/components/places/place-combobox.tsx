import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { PlaceSuggestion } from '#contract/places';
import { cn } from '#client/lib/cn';
import { MIN_SUGGEST_LENGTH, usePlaceSuggestions } from '#client/lib/queries/places';
import { Input } from '#client/components/ui/input';

export interface PlaceComboboxProps {
  /** Given by FormField or set by the caller; the label's htmlFor points here. */
  id?: string;
  'aria-describedby'?: string;
  name: string;
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen (Enter on it, or a click): its value is already in the box. */
  onChoose: (value: string) => void;
  placeholder?: string;
  className?: string;
}

/**
 * On a drawn page a visitor may type before the scripts take the page over: the box shows that text, the
 * state does not, and the next render of a controlled input would wipe it. So once, on taking over, the
 * state adopts what the box shows. After a client-side navigation the two already agree, and this does
 * nothing.
 */
function useAdoptTypedBeforeHydration(
  inputRef: RefObject<HTMLInputElement | null>,
  value: string,
  onChange: (text: string) => void,
) {
  const first = useRef({ value, onChange });
  useEffect(() => {
    const shown = inputRef.current?.value ?? '';
    if (shown !== '' && shown !== first.current.value) first.current.onChange(shown);
  }, [inputRef]);
}

/**
 * A town or postcode box that suggests places as one types: the WAI-ARIA combobox pattern with a listbox
 * popup (list autocomplete). Focus stays in the box; the arrows move through the suggestions, which the box
 * announces through aria-activedescendant; Enter chooses, Escape closes. Without a choice the box is an
 * ordinary text field, and its form sends what was typed.
 */
export function PlaceCombobox(props: PlaceComboboxProps) {
  const { id = 'place', name, value, onChange, onChoose, placeholder, className } = props;
  const listId = `${id}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  useAdoptTypedBeforeHydration(inputRef, value, onChange);
  const { suggestions } = usePlaceSuggestions(value, { enabled: open });
  const shown = open && value.trim().length >= MIN_SUGGEST_LENGTH && suggestions.length > 0;
  const current = shown && active < suggestions.length ? active : -1;

  const choose = (suggestion: PlaceSuggestion) => {
    onChange(suggestion.value);
    setOpen(false);
    setActive(-1);
    onChoose(suggestion.value);
  };
  // The box itself (-1) is one stop of the cycle, so the arrows can come back to what was typed.
  const stops = suggestions.length + 1;
  const move = (step: number) => setActive(((current + 1 + step + stops) % stops) - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        return;
      }
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      const suggestion = suggestions[current];
      if (suggestion) choose(suggestion);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <Input
        ref={inputRef}
        id={id}
        name={name}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        placeholder={placeholder}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? `${listId}-${current}` : undefined}
        aria-describedby={props['aria-describedby']}
        autoComplete="off"
        maxLength={100}
        className={className}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested places"
        hidden={!shown}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-line bg-cream py-1 shadow-lg"
      >
        {shown
          ? suggestions.map((suggestion, index) => (
              <li
                key={suggestion.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === current}
                // Keeps focus in the box, so the click below still finds the list open.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
                className={cn(
                  'grid cursor-pointer px-4 py-2 text-left',
                  index === current ? 'bg-primary text-cream' : 'text-ink hover:bg-primary-soft',
                )}
              >
                <span className="font-medium">{suggestion.label}</span>
                <span className={cn('text-sm', index === current ? 'text-cream' : 'text-muted')}>
                  {suggestion.detail}
                </span>
              </li>
            ))
          : null}
      </ul>
      <p role="status" className="sr-only">
        {shown
          ? `${suggestions.length} suggested place${suggestions.length === 1 ? '' : 's'}. Use the up and down arrows to choose.`
          : ''}
      </p>
    </div>
  );
}
