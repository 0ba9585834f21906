/**
 * Words for the page a `returnTo` (already checked by safeReturnTo) leads back to, for the welcome page's
 * "Continue to …" link: the visitor should recognise the place they left to join.
 */
export function returnToLabel(returnTo: string): string {
  const url = new URL(returnTo, 'http://stablemates.invalid');
  const section = url.pathname.split('/')[1];
  const horseName = url.searchParams.get('horseName')?.trim();
  const location = url.searchParams.get('location')?.trim();
  switch (section) {
    case 'horse':
      return 'the horse you were viewing';
    case 'messages':
      // A Direct Message from a horse page: its greeting names the horse.
      return horseName ? `your message about ${horseName}` : 'your messages';
    case 'browse':
      return location ? `horses near ${location}` : 'browsing horses';
    case 'user':
      return 'the member you were viewing';
    case 'saved-searches':
      return 'your saved searches';
    default:
      return 'where you were';
  }
}
