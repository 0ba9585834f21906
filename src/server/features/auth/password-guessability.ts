import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import type * as ZxcvbnEnglish from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_STRENGTH_SCORE } from '#contract/auth.js';
import { loadOnFirstUse } from '#server/platform/load-on-first-use.js';

// The dictionaries are loaded with the first password checked, not at start.
const zxcvbnCore = loadOnFirstUse<typeof ZxcvbnCore>('@zxcvbn-ts/core');
const zxcvbnCommon = loadOnFirstUse<typeof ZxcvbnCommon>('@zxcvbn-ts/language-common');
const zxcvbnEnglish = loadOnFirstUse<typeof ZxcvbnEnglish>('@zxcvbn-ts/language-en');
/**
 * zxcvbn (a maintained estimator, with tens of thousands of leaked passwords, English words and names,
 * keyboard patterns, dates and l33t substitutions) replaces a hand-kept list of sixty. Built on first
 * use: its dictionaries take a moment to load and most requests never need them.
 */
let estimator: ZxcvbnFactory | undefined;
function getEstimator(): ZxcvbnFactory {
  const common = zxcvbnCommon();
  const english = zxcvbnEnglish();
  estimator ??= new (zxcvbnCore().ZxcvbnFactory)({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/** zxcvbn's score, 0 (guessed at once) to 4; `userInputs` (the member's name, email) count as known words. */
export function passwordScore(password: string, userInputs: string[] = []): number {
  return getEstimator().check(password, userInputs.filter(Boolean)).score;
}

/** Too easy to guess to accept: the server refuses it with the spec's "too common" message. */
export const isGuessablePassword = (password: string, userInputs: string[] = []) =>
  passwordScore(password, userInputs) < PASSWORD_MIN_STRENGTH_SCORE;
