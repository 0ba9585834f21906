/** The first row a query gives back, or undefined when it gives none (a look-up by id, `.limit(1)`). */
export async function firstRow<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  const [row] = await query;
  return row;
}

/** The row an `INSERT ... RETURNING` of one row gave back. */
export async function insertedRow<T>(query: PromiseLike<T[]>): Promise<T> {
  const [row] = await query;
  if (!row) throw new Error('the insert returned no row');
  return row;
}
