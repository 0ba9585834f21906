import { and, isNull, sql, type SQL } from 'drizzle-orm';
import { horses, ownerMayBeListedSql } from '#server/db/schema/index.js';

/**
 * The one rule of which horses are listed on `today` (London's day), in SQL: not hidden by an operator (a
 * report upheld, the owner suspended), not paused because the owner left requests unanswered (decision
 * 0057), and an owner whose horses may be listed: anyone who has not said
 * they are a riding school, or a verified riding school (checked, insured today, Premium now;
 * contract/rules/riding-school.ts, decision 0054). Every public list reads it: browse and search
 * (horse-search.repository.ts), the saved-search digests (findHorsesListedSince) and the sitemap; the
 * in-memory index (horse-index.ts) applies the same contract rule, and horse-index.test.ts proves the two agree.
 */
export function listedOn(today: string): SQL {
  return and(isNull(horses.hiddenAt), isNull(horses.pausedAt), ownerMayBeListedSql(horses.ownerId, today))!;
}

/**
 * The same rule as a column of a horse row: whether it is listed on `today`. What is not listed (hidden by
 * an operator, or a riding school's horse while the school is not verified) is, for everyone but its
 * owner, as if it did not exist: its page and reply, its photos, its calendar, saving it, enquiring, asking
 * for a visit and reporting it (docs/decisions/0054).
 */
export function listedColumn(today: string): SQL<boolean> {
  return sql<boolean>`(${listedOn(today)})`;
}
