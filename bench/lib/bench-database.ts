import pg from 'pg';

/** Bench owners live at this address domain, so their data can be told apart and removed. */
export const BENCH_EMAIL_DOMAIN = 'bench.stablemates.local';

/** The benchmark runs against a PostgreSQL server only: the one of DATABASE_URL. */
export function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error(
      'Set DATABASE_URL to a PostgreSQL database made for the benchmark, e.g.\n' +
        "  psql -h 127.0.0.1 -U postgres -c 'create database bench_horses'\n" +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_horses npx tsx bench/generate-horses.ts --count 1000',
    );
    process.exit(2);
  }
  return url;
}

/** One connection, closed by the caller. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
