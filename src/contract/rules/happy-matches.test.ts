import { describe, expect, it } from 'vitest';
import { HAPPY_MATCHES, happyMatchesWords } from './happy-matches.js';

describe('the landing page’s claim about matches', () => {
  it('says the spec’s words only once they are true', () => {
    expect(happyMatchesWords(10_000)).toBe('10,000+ happy matches');
    expect(happyMatchesWords(25_431)).toBe('10,000+ happy matches');
    expect(happyMatchesWords(9_999)).toBe('9,900+ happy matches');
  });

  it('rounds the real count down, never up', () => {
    expect(happyMatchesWords(129)).toBe('120+ happy matches');
    expect(happyMatchesWords(120)).toBe('120+ happy matches');
    expect(happyMatchesWords(20)).toBe('20+ happy matches');
    expect(happyMatchesWords(1_234)).toBe('1,200+ happy matches');
  });

  it('with too few to boast of, or before the count is known, says a line that is always true', () => {
    expect(happyMatchesWords(19)).toBe(HAPPY_MATCHES.alwaysTrue);
    expect(happyMatchesWords(0)).toBe(HAPPY_MATCHES.alwaysTrue);
    expect(happyMatchesWords(undefined)).toBe(HAPPY_MATCHES.alwaysTrue);
  });
});
