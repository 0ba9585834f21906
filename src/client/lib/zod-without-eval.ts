import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it can, and finds out whether it can by trying once.
// Our Content-Security-Policy forbids eval (script-src 'self'), so that probe is refused and the browser
// logs a CSP violation on every page (Lighthouse counts it against best practices). Parse without
// compiling: the schemas the app parses are small, and the interpreted path is the same validation.
z.config({ jitless: true });
