import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import {
  BROWSE_EXPERIENCE_FILTER_LABELS,
  BROWSE_EXPERIENCE_FILTERS,
  SERVICE_LABELS,
  SERVICES,
  type Service,
} from '#contract/options';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { Dialog } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { PlaceCombobox } from '#client/components/places/place-combobox';
import { UseMyLocationButton } from '#client/components/places/use-my-location-button';
import { labelledOptions, OptionSelect } from '#client/components/ui/select';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersFromSearch,
  RADIUS_CHOICES,
  type BrowseFilters,
  type ExperienceFilter,
} from './browse-query';
import { OnMyDays } from './on-my-days';

export interface BrowseFiltersPanelProps {
  /** The applied filters (from the URL); the panel edits a draft of them. */
  applied: BrowseFilters;
  onSearch: (filters: BrowseFilters) => void;
  onClear: () => void;
  /**
   * 'panel': every filter in one card (beside the results on a wide screen). 'compact': the location and
   * distance above the results, the rest folded behind a "Filters" button that opens a sheet (phones).
   */
  layout?: 'panel' | 'compact';
}

type DraftProps = { draft: BrowseFilters; setDraft: Dispatch<SetStateAction<BrowseFilters>> };

const RADIUS_OPTIONS = RADIUS_CHOICES.map((miles) => ({
  value: String(miles),
  label: `${miles} miles`,
}));

/**
 * Where the form goes by itself, should it be sent before the scripts have taken a drawn page over (a slow
 * phone): the same search as an address, which browse-query.ts reads like any other.
 */
const NATIVE_SEARCH = { action: '/browse', method: 'get' } as const;

/**
 * The filters as the form shows them. Usually the draft; but what someone typed or ticked on a drawn page
 * before the scripts took it over is on screen and not in the draft, so each field this form holds is read
 * from the form itself, the same way an address is read (browse-query.ts).
 */
function fromForm(form: HTMLFormElement, draft: BrowseFilters): BrowseFilters {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  const read = filtersFromSearch(params.toString());
  const holds = (name: string) => form.querySelector(`[name="${name}"]`) !== null;
  return {
    location: holds('location') ? read.location : draft.location,
    radiusMiles: holds('radiusMiles') ? read.radiusMiles : draft.radiusMiles,
    experienceLevel: holds('experienceLevel') ? read.experienceLevel : draft.experienceLevel,
    services: holds('services') ? read.services : draft.services,
    weekdays: holds('weekdays') ? read.weekdays : draft.weekdays,
  };
}

/**
 * The town or postcode, and beside it (below it in the narrow side panel) how far from it to look. Choosing
 * a suggested place searches from it at once, with the other filters as they stand.
 */
function LocationAndDistance({
  draft,
  setDraft,
  stacked,
  onChoose,
}: DraftProps & { stacked: boolean; onChoose: (location: string) => void }) {
  return (
    <div className={stacked ? 'grid gap-5' : 'grid grid-cols-[minmax(0,1fr)_8.5rem] items-end gap-3'}>
      <FormField label="Location" id={stacked ? 'browse-location-panel' : 'browse-location'}>
        <PlaceCombobox
          name="location"
          value={draft.location}
          onChange={(location) => setDraft((current) => ({ ...current, location }))}
          onChoose={onChoose}
          placeholder="Enter city or state"
        />
      </FormField>
      <FormField label="Distance">
        <OptionSelect
          name="radiusMiles"
          value={String(draft.radiusMiles)}
          onChange={(event) =>
            setDraft((current) => ({ ...current, radiusMiles: Number(event.target.value) }))
          }
          options={RADIUS_OPTIONS}
        />
      </FormField>
    </div>
  );
}

/** Experience level, services and "On my days": the filters that fold away on a phone. */
function MoreFilters({ draft, setDraft }: DraftProps) {
  const toggleService = (service: Service, checked: boolean) =>
    setDraft((current) => ({
      ...current,
      services: checked
        ? SERVICES.filter((s) => s === service || current.services.includes(s))
        : current.services.filter((s) => s !== service),
    }));
  return (
    <>
      <FormField label="Experience Level">
        <OptionSelect
          name="experienceLevel"
          value={draft.experienceLevel}
          onChange={(event) =>
            setDraft((current) => ({ ...current, experienceLevel: event.target.value as ExperienceFilter }))
          }
          options={labelledOptions(BROWSE_EXPERIENCE_FILTERS, BROWSE_EXPERIENCE_FILTER_LABELS)}
        />
      </FormField>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-semibold text-ink">Services</legend>
        {SERVICES.map((service) => (
          <Checkbox
            key={service}
            name="services"
            value={service}
            label={SERVICE_LABELS[service]}
            checked={draft.services.includes(service)}
            onChange={(event) => toggleService(service, event.target.checked)}
          />
        ))}
      </fieldset>
      <OnMyDays
        days={draft.weekdays}
        onChange={(weekdays) => setDraft((current) => ({ ...current, weekdays }))}
      />
    </>
  );
}

/**
 * The filter panel of /browse (docs/product.md §P2): location and distance, experience level, services,
 * and the weekdays of "On my days".
 */
export function BrowseFiltersPanel({
  applied,
  onSearch,
  onClear,
  layout = 'panel',
}: BrowseFiltersPanelProps) {
  const [draft, setDraft] = useState<BrowseFilters>(applied);
  const [appliedSeen, setAppliedSeen] = useState(applied);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Follow the URL when it changes (back button, Show All Horses).
  if (appliedSeen !== applied) {
    setAppliedSeen(applied);
    setDraft(applied);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = fromForm(event.currentTarget, draft);
    setDraft(sent);
    setSheetOpen(false);
    onSearch(sent);
  };
  /** A chosen suggestion, or the district "Use my location" found: search from it at once. */
  const searchFrom = (location: string) => {
    const sent = { ...draft, location };
    setDraft(sent);
    onSearch(sent);
  };
  const clear = () => {
    setDraft(EMPTY_FILTERS);
    setSheetOpen(false);
    onClear();
  };
  const clearButton = (
    <Button variant="outline" onClick={clear}>
      <X aria-hidden="true" className="size-5" />
      Clear Filters
    </Button>
  );

  if (layout === 'compact') {
    const active = activeFilterCount(applied);
    return (
      <>
        <form {...NATIVE_SEARCH} onSubmit={submit} aria-label="Search horses" className="grid gap-3">
          {/* "Use my location" sits beside "Save this search" on a phone (browse-page.tsx): rows are dear there. */}
          <LocationAndDistance draft={draft} setDraft={setDraft} stacked={false} onChoose={searchFrom} />
          <div className="grid grid-cols-2 gap-3">
            <Button type="submit" variant="accent">
              <Search aria-hidden="true" className="size-5" />
              Search Horses
            </Button>
            <Button variant="outline" onClick={() => setSheetOpen(true)}>
              <SlidersHorizontal aria-hidden="true" className="size-5" />
              Filters
              {active > 0 ? (
                <>
                  <span
                    aria-hidden="true"
                    className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-bold text-cream"
                  >
                    {active}
                  </span>
                  <span className="sr-only">{`, ${active} active`}</span>
                </>
              ) : null}
            </Button>
          </div>
        </form>
        <Dialog
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          title="Filters"
          className="top-auto! bottom-0 max-h-[85dvh]! w-full! max-w-none! translate-y-0! rounded-b-none! sm:max-w-lg!"
        >
          <form {...NATIVE_SEARCH} onSubmit={submit} aria-label="Filters" className="grid gap-5">
            <MoreFilters draft={draft} setDraft={setDraft} />
            <div className="grid grid-cols-2 gap-3">
              {clearButton}
              <Button type="submit" variant="accent">
                Apply
              </Button>
            </div>
          </form>
        </Dialog>
      </>
    );
  }

  return (
    <form
      {...NATIVE_SEARCH}
      onSubmit={submit}
      aria-labelledby="filters-title"
      className="grid gap-5 rounded-2xl border border-line bg-cream p-5 shadow-sm"
    >
      <h2 id="filters-title" className="text-lg font-semibold text-ink">
        Filter horses
      </h2>
      <LocationAndDistance draft={draft} setDraft={setDraft} stacked onChoose={searchFrom} />
      <UseMyLocationButton onFound={searchFrom} />
      <MoreFilters draft={draft} setDraft={setDraft} />
      <div className="grid gap-2">
        <Button type="submit" variant="accent">
          <Search aria-hidden="true" className="size-5" />
          Search Horses
        </Button>
        {clearButton}
      </div>
    </form>
  );
}
