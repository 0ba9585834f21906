import type { UserType } from '#contract/users';
import { paths } from '#client/lib/paths';

export type WelcomeVariant = UserType | 'unknown';

interface WelcomeLink {
  label: string;
  href: string;
}

export interface WelcomeContent {
  intro: string;
  primary: WelcomeLink;
  secondary: WelcomeLink;
  /** "What's next" steps; none for an unknown type. */
  next: string[];
}

const BROWSE_HORSES: WelcomeLink = { label: 'Browse Horses', href: paths.browse() };

/** Owners and enthusiasts: their account is ready, their first step, then Complete Your Profile. */
function accountReady(member: string, aim: string, primary: WelcomeLink, next: string[]): WelcomeContent {
  return {
    intro: `Your ${member} account is ready. ${aim}`,
    primary,
    secondary: { label: 'Complete Your Profile', href: paths.myProfile() },
    next,
  };
}

/** The three variants of the welcome page (docs/product.md §M2, Registration complete). */
export const WELCOME_CONTENT: Record<WelcomeVariant, WelcomeContent> = {
  owner: accountReady(
    'horse owner',
    'Let’s find your horses the help they need.',
    { label: 'Add Your First Horse', href: paths.addHorse() },
    [
      'Add horse profiles with photos, temperament and the help each horse needs',
      'Set availability schedules so enthusiasts know when to get in touch',
      'Connect with verified enthusiasts in your area',
      'Build your network of trusted people around your yard',
    ],
  ),
  enthusiast: accountReady('horse enthusiast', 'Let’s find you some time with horses.', BROWSE_HORSES, [
    'Complete identity verification so owners can trust you with their horses',
    'Browse horses near you and see when they need help',
    'Send requests to owners for the times that suit you',
    'Build lasting relationships with owners and their horses',
  ]),
  unknown: {
    intro: 'Your account is ready. Here is where to go next.',
    primary: BROWSE_HORSES,
    secondary: { label: 'My Profile', href: paths.myProfile() },
    next: [],
  },
};
