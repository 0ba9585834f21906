import { describe, expect, it } from 'vitest';
import { intentPhrase, signInIntentOf } from './sign-in-intent';

describe('signInIntentOf: what a visitor sent to log in was doing (issue #32)', () => {
  it.each([
    ['/horse/7?save=7', { action: 'save', horseId: 7, horseName: null }],
    ['/browse?location=York&save=12', { action: 'save', horseId: 12, horseName: null }],
    ['/horse/7?slot=3&day=2026-12-01', { action: 'enquire', horseId: 7, horseName: null }],
    [
      '/messages?userId=9&horseName=Biscuit&horseId=7',
      { action: 'message', horseId: 7, horseName: 'Biscuit' },
    ],
    ['/messages?userId=9&horseName=Biscuit', { action: 'message', horseId: null, horseName: 'Biscuit' }],
  ])('%s', (returnTo, intent) => {
    expect(signInIntentOf(returnTo)).toEqual(intent);
  });

  it.each([
    null,
    '/messages',
    '/messages?userId=9',
    '/horse/7',
    '/horse/abc?slot=1',
    '/my-profile',
    '/browse?save=x',
  ])('reads nothing particular in %s', (returnTo) => {
    expect(signInIntentOf(returnTo)).toBeNull();
  });

  it('says it in words, with "this horse" until the name is known', () => {
    expect(intentPhrase('save', 'Biscuit')).toBe('save Biscuit');
    expect(intentPhrase('message', 'Biscuit')).toBe("message Biscuit's owner");
    expect(intentPhrase('enquire', null)).toBe('enquire about this horse');
  });
});
