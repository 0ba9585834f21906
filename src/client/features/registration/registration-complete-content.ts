import type { UserType } from '#contract/users';
import { paths } from '#client/lib/paths';

export type WelcomeVariant = UserType | 'unknown';

export interface WelcomeContent {
  intro: string;
  primary: { label: string; href: string };
  secondary: { label: string; href: string };
  /** "What's next" steps; none for an unknown type. */
  next: string[];
}

/** The three variants of the welcome page (member spec §2, Registration complete). */
export const WELCOME_CONTENT: Record<WelcomeVariant, WelcomeContent> = {
  owner: {
    intro: 'Your horse owner account is ready. Let’s find your horses the help they need.',
    primary: { label: 'Add Your First Horse', href: paths.addHorse() },
    secondary: { label: 'Complete Your Profile', href: paths.myProfile() },
    next: [
      'Add horse profiles with photos, temperament and the help each horse needs',
      'Set availability schedules so enthusiasts know when to get in touch',
      'Connect with verified enthusiasts in your area',
      'Build your network of trusted people around your yard',
    ],
  },
  enthusiast: {
    intro: 'Your horse enthusiast account is ready. Let’s find you some time with horses.',
    primary: { label: 'Browse Horses', href: paths.browse() },
    secondary: { label: 'Complete Your Profile', href: paths.myProfile() },
    next: [
      'Complete identity verification so owners can trust you with their horses',
      'Browse horses near you and see when they need help',
      'Send requests to owners for the times that suit you',
      'Build lasting relationships with owners and their horses',
    ],
  },
  unknown: {
    intro: 'Your account is ready. Here is where to go next.',
    primary: { label: 'Browse Horses', href: paths.browse() },
    secondary: { label: 'My Profile', href: paths.myProfile() },
    next: [],
  },
};
