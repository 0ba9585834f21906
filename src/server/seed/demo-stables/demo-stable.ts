import type { BREEDS, Height, Service, Temperament } from '#contract/options.js';
import type { CoatName } from '../placeholder-photo.js';

/** One demo horse, as its owner would fill in the add-horse form. */
export interface DemoHorse {
  name: string;
  breed: (typeof BREEDS)[number];
  age: number;
  /** Also picks the colours of its placeholder photos. */
  colour: CoatName;
  height: Height;
  level: 'beginner' | 'intermediate' | 'advanced';
  temperament: Temperament[];
  services: Service[];
  /** A real UK town: the geocoder places the horse there. */
  town: string;
  availability: 'always' | 'weekdays' | 'weekends' | 'flexible';
  description: string;
  specialNeeds?: string;
}

/** A demo owner (by first name, see demo-members.ts) and their horses. */
export interface DemoStable {
  owner: string;
  horses: DemoHorse[];
}
