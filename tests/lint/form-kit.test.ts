import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * One form pattern (issue 26): every form is built with useContractForm from #client/components/form.
 * The lint rule keeps react-hook-form's useForm and the zod resolver inside the kit; the scan below finds
 * every file that draws a `<form` and checks it takes its form from the kit.
 */
const eslint = new ESLint({ cwd: process.cwd() });
const KIT = '#client/components/form';
const RULE = '@typescript-eslint/no-restricted-imports';

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

/**
 * Forms that are not built with the kit, each with why. The browse filters hold no body: every value is a
 * choice, the address is their state, and they read what was typed on a drawn page before the scripts ran
 * from the page itself (browse-filters.tsx, fromForm), which react-hook-form would overwrite with its
 * default values when it registers the fields.
 */
const EXEMPT: Record<string, string> = {
  'src/client/features/horses/browse/browse-filters.tsx': 'a filter driven by the address, with no body',
  // The same kind of search box, on the landing page, whose JavaScript has a budget
  // (scripts/check-landing-js.mjs): the kit would add react-hook-form to what / loads, 11 KB over it.
  'src/client/features/landing/hero-section.tsx': 'a search box that goes to an address, with no body',
};

const sourceFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .sort();

const importsOf = (source: string) => [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);

/** The file an import names, for the app's own modules (relative or #client/); null for packages. */
function resolve(fromFile: string, specifier: string): string | null {
  const base = specifier.startsWith('#client/')
    ? `src/client/${specifier.slice('#client/'.length)}`
    : specifier.startsWith('.')
      ? path.join(path.dirname(fromFile), specifier)
      : null;
  if (base === null) return null;
  const found = ['.ts', '.tsx', '/index.ts'].map((end) => base + end).find((file) => existsSync(file));
  return found ? found.split(path.sep).join('/') : null;
}

const usesKit = (source: string) => importsOf(source).includes(KIT);

/** The file imports the kit, or a hook of its own (a use-*.ts module) that does. */
function formFromKit(file: string): boolean {
  const source = readFileSync(file, 'utf8');
  if (usesKit(source)) return true;
  return importsOf(source)
    .map((specifier) => resolve(file, specifier))
    .some(
      (hook) => hook !== null && /^use-/.test(path.basename(hook)) && usesKit(readFileSync(hook, 'utf8')),
    );
}

describe('one form pattern', () => {
  it("refuses react-hook-form's useForm and the zod resolver outside the form kit", async () => {
    const feature = 'src/client/features/contact/lint-probe.tsx';
    const kit = 'src/client/components/form/lint-probe.ts';
    const useForm = "import { useForm } from 'react-hook-form';\nexport const probe = useForm;\n";
    const resolver =
      "import { zodResolver } from '@hookform/resolvers/zod';\nexport const probe = zodResolver;\n";
    expect(await refusals(feature, useForm)).toHaveLength(1);
    expect(await refusals(feature, resolver)).toHaveLength(1);
    expect(await refusals('src/client/components/ui/lint-probe.tsx', useForm)).toHaveLength(1);
    // The kit itself builds on them; a feature may still use react-hook-form's other parts and types.
    expect(await refusals(kit, useForm)).toEqual([]);
    expect(await refusals(kit, resolver)).toEqual([]);
    const types = "import { type FieldValues } from 'react-hook-form';\nexport type Probe = FieldValues;\n";
    expect(await refusals(feature, types)).toEqual([]);
  });

  it('every file that draws a <form> gets its form from the kit', () => {
    const drawing = sourceFiles('src/client').filter((file) => /<form[\s>]/.test(readFileSync(file, 'utf8')));
    // The scan sees the forms (a broken pattern would pass everything).
    expect(drawing).toContain('src/client/features/contact/contact-form.tsx');
    expect(drawing).toContain('src/client/features/horses/form/horse-form.tsx');
    for (const file of Object.keys(EXEMPT))
      expect(drawing, `${file} is exempt: it draws a form`).toContain(file);
    const offenders = drawing.filter((file) => !(file in EXEMPT) && !formFromKit(file));
    expect(offenders).toEqual([]);
  });
});
