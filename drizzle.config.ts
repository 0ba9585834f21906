import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied by the app at start (src/server/db/migrate.ts),
// never by drizzle-kit itself: its PGlite driver loads no extensions (see docs/decisions).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
