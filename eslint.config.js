import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The import rules of docs/design.md §2, enforced:
 * - contract/ imports neither side; the client never imports the server, nor the server the client;
 * - a server feature reaches another server feature only through that feature's index.ts;
 * - client features never import one another (pages compose features; what several features show lives in
 *   components/ and lib/, which never import features/); only the route table in app/ imports features.
 * - server/db/ (schema, drivers, factories) and server/platform/ (but its tests) import no feature;
 * - the seed uses features only through their index.ts, like any other caller;
 * - routes call services, never repositories (docs/decisions/0010).
 */
const featureNames = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const featureZones = (root) => {
  const names = featureNames(root);
  return names.flatMap((target) =>
    names
      .filter((from) => from !== target)
      .map((from) => ({
        target: `${root}/${target}`,
        from: `${root}/${from}`,
        except: ['./index.ts'],
        message: `Use the ${from} feature through its index.ts only.`,
      })),
  );
};

/** Client features share nothing directly, not even through index.ts: each one can change on its own. */
const isolatedClientFeatures = (root) =>
  featureNames(root).map((target) => ({
    target: `${root}/${target}`,
    from: root,
    except: [`./${target}`],
    message: 'Client features do not import one another: share through components/ or lib/.',
  }));

/**
 * The page renderer (src/client/prerender/, decision 0019) is built for Node on its own (scripts/ssr-build.ts)
 * and only the server's drawing loads it, built, from dist/ssr/ (platform/pages/first-screen-drawing.ts), typed by
 * the contract's FirstScreenRenderer. So no source file imports it, and it never ships to a browser. It
 * draws with the app and the contract, but never imports the browser entry (main.tsx mounts on `document`),
 * the service worker, or the server.
 */
const PRERENDER = './src/client/prerender';
const PRERENDER_ZONES = [
  {
    // Every file but the renderer's own: the rest of the client (any folder, the entry), the server, the
    // contract and the tools.
    target: [
      './src/client/*',
      './src/client/!(prerender)/**',
      './src/server',
      './src/contract',
      './scripts',
      './tests',
      './bench',
    ],
    from: PRERENDER,
    message:
      "Only the server draws pages: it loads prerender/ from the build, as the contract's FirstScreenRenderer. Nothing imports its source.",
  },
  {
    target: PRERENDER,
    from: ['./src/server', './src/client/main.tsx', './src/client/service-worker'],
    message:
      'The renderer runs in Node inside the server: it draws with the app and the contract, never the browser entry, the service worker or the server.',
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'drizzle/', 'node_modules/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      // Without these the plugin cannot read the TypeScript files an import leads to, and import/no-cycle
      // sees no dependency at all: it passed everything (tests/lint/import-rules.test.ts proves it fires).
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/resolver': {
        typescript: {
          project: ['tsconfig.server.json', 'tsconfig.client.json', 'tsconfig.e2e.json'],
          noWarnOnMultipleProjects: true,
        },
        node: true,
      },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/contract',
              from: ['./src/server', './src/client'],
              message: 'The contract is shared by both sides and imports neither.',
            },
            { target: './src/client', from: './src/server', message: 'The client never imports the server.' },
            { target: './src/server', from: './src/client', message: 'The server never imports the client.' },
            ...featureZones('./src/server/features'),
            {
              target: './src/server/features/**/*.routes.ts',
              from: './src/server/features/**/*.repository.ts',
              message: 'Routes call services, never repositories (docs/decisions/0010).',
            },
            {
              // Its tests (authorization matrix, fuzzing, private by construction) drive the whole API.
              target: './src/server/platform/**/!(*.test).ts',
              from: './src/server/features',
              message: 'The platform knows no feature: features build on it, not the reverse.',
            },
            {
              target: './src/server/db',
              from: './src/server/features',
              message: 'The database layer imports no feature: features build on it, not the reverse.',
            },
            {
              target: './src/server/seed',
              from: './src/server/features',
              except: featureNames('./src/server/features').map((name) => `./${name}/index.ts`),
              message: 'The seed uses a feature through its index.ts only.',
            },
            ...isolatedClientFeatures('./src/client/features'),
            {
              target: ['./src/client/components', './src/client/lib'],
              from: './src/client/features',
              message: 'components/ and lib/ serve every feature, so they never import one.',
            },
            ...PRERENDER_ZONES,
          ],
        },
      ],
      // Past one folder up, a path is a guess about the tree: name the area instead (package.json imports).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message: 'Climb at most one folder: import through #contract/, #server/, #client/ or #tests/.',
            },
          ],
          // The client build groups the first screens' code by which screens import each module
          // (scripts/first-screens-build.ts). A barrel import makes every date function look imported.
          paths: [
            { name: 'date-fns', message: "Import each function from its own module: 'date-fns/parseISO'." },
            {
              name: 'date-fns/locale',
              message: "Import the locale from its own module: 'date-fns/locale/en-GB'.",
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Queries live in repositories and db/ (issue 26): a service, route or platform module that needs the
    // database calls a *.repository.ts function. Type imports (SQL, column types) stay allowed.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.repository.ts', 'src/server/db/**', 'src/server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'Write queries in a *.repository.ts file (or src/server/db/) and call it from here.',
            },
          ],
        },
      ],
    },
  },
  {
    // One form pattern (issue 26): a form is built with useContractForm (#client/components/form), the only
    // place that calls react-hook-form's useForm with the zod resolver (tests/lint/form-kit.test.ts).
    // The typescript-eslint twin of no-restricted-imports, so the climb and date-fns rules above still hold
    // here: a second block setting no-restricted-imports itself would replace their options.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/components/form/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['useForm'],
              message: 'Use useContractForm from #client/components/form.',
            },
            { name: '@hookform/resolvers/zod', message: 'Use useContractForm from #client/components/form.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
