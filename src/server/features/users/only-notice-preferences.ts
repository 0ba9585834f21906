import { NOTICE_PREFERENCE_NAMES, type NoticePreferences } from '#contract/safety.js';

/**
 * The notice preferences of `source` (a member's row, or a body naming some of them), and nothing else of
 * it: a column added to the row, or a field slipped into a body, never reaches a reply or an update.
 */
export function onlyNoticePreferences<Source extends Partial<NoticePreferences>>(
  source: Source,
): Pick<Source, keyof NoticePreferences> {
  const picked: Partial<NoticePreferences> = {};
  for (const name of NOTICE_PREFERENCE_NAMES) picked[name] = source[name];
  return picked as Pick<Source, keyof NoticePreferences>;
}
