import pg from 'pg';

/** Runs one statement on the server of `databaseUrl`, connected to its maintenance database. */
export async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function withDatabaseName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const templateName = (databaseUrl: string) => `${new URL(databaseUrl).pathname.slice(1)}_tmpl`;
