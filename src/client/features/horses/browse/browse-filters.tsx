import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  BROWSE_EXPERIENCE_FILTER_LABELS,
  BROWSE_EXPERIENCE_FILTERS,
  SERVICE_LABELS,
  SERVICES,
  type Service,
} from '#contract/options';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { labelledOptions, OptionSelect } from '#client/components/ui/select';
import { EMPTY_FILTERS, type BrowseFilters, type ExperienceFilter } from './browse-query';

export interface BrowseFiltersPanelProps {
  /** The applied filters (from the URL); the panel edits a draft of them. */
  applied: BrowseFilters;
  onSearch: (filters: BrowseFilters) => void;
  onClear: () => void;
}

/** The filter panel of /browse (spec public §2): location, experience level, services. */
export function BrowseFiltersPanel({ applied, onSearch, onClear }: BrowseFiltersPanelProps) {
  const [draft, setDraft] = useState<BrowseFilters>(applied);
  const [appliedSeen, setAppliedSeen] = useState(applied);
  // Follow the URL when it changes (back button, Show All Horses).
  if (appliedSeen !== applied) {
    setAppliedSeen(applied);
    setDraft(applied);
  }

  const toggleService = (service: Service, checked: boolean) =>
    setDraft((current) => ({
      ...current,
      services: checked
        ? SERVICES.filter((s) => s === service || current.services.includes(s))
        : current.services.filter((s) => s !== service),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby="filters-title"
      className="grid gap-5 rounded-2xl border border-line bg-cream p-5 shadow-sm"
    >
      <h2 id="filters-title" className="text-lg font-semibold text-ink">
        Filter horses
      </h2>
      <FormField label="Location">
        <Input
          value={draft.location}
          onChange={(event) => setDraft({ ...draft, location: event.target.value })}
          placeholder="Enter city or state"
          autoComplete="address-level2"
          maxLength={100}
        />
      </FormField>
      <FormField label="Experience Level">
        <OptionSelect
          value={draft.experienceLevel}
          onChange={(event) =>
            setDraft({ ...draft, experienceLevel: event.target.value as ExperienceFilter })
          }
          options={labelledOptions(BROWSE_EXPERIENCE_FILTERS, BROWSE_EXPERIENCE_FILTER_LABELS)}
        />
      </FormField>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-semibold text-ink">Services</legend>
        {SERVICES.map((service) => (
          <Checkbox
            key={service}
            label={SERVICE_LABELS[service]}
            checked={draft.services.includes(service)}
            onChange={(event) => toggleService(service, event.target.checked)}
          />
        ))}
      </fieldset>
      <div className="grid gap-2">
        <Button type="submit" variant="accent">
          <Search aria-hidden="true" className="size-5" />
          Search Horses
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            onClear();
          }}
        >
          <X aria-hidden="true" className="size-5" />
          Clear Filters
        </Button>
      </div>
    </form>
  );
}
