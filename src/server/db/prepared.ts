import type { Executor } from './client.js';

/**
 * A prepared statement per database handle, made on first use. For the hottest queries (a page of
 * search results, the unread poll) planning cost more than running; a named statement is planned once
 * per connection. Keyed weakly, so a transaction's handle takes its statement with it.
 */
export function preparedPerDatabase<Query>(build: (db: Executor) => Query): (db: Executor) => Query {
  const byDatabase = new WeakMap<Executor, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
