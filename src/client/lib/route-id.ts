/** An id from the route or the query (a horse, a member): a positive whole number, else null. */
export function parseRouteId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
