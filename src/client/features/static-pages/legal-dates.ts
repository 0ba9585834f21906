/** When each legal page was last changed; update alongside the text. */
export const PRIVACY_POLICY_UPDATED = '2 December 2026';
export const TERMS_OF_SERVICE_UPDATED = '22 November 2026';
