// Zod compiles object parsers with `new Function` when it can, and finds out whether it can by trying once.
// Our Content-Security-Policy forbids eval (script-src 'self'), so that probe is refused and the browser
// logs a CSP violation on every page (Lighthouse counts it against best practices). Parse without
// compiling: the schemas the app parses are small, and the interpreted path is the same validation.
//
// Zod keeps its settings on `globalThis.__zod_globalConfig` (so that two copies of it share them) and
// reads `jitless` when a schema first parses. Setting it there, rather than through `z.config`, keeps zod
// itself out of the entry script: only the pages whose forms parse load it (about 20 KB gzipped).
// zod-without-eval.test.ts proves zod sees the setting.
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}
// Changed in place: a zod loaded already holds this very object.
((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;

export {};
