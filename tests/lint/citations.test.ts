import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Comments and documents cite only what a clone of the repository holds (issue 26): the product rules in
 * docs/product.md (§P1–§P9 public and community, §M1–§M9 members and operators), the design notes in
 * docs/design.md (§1–§10), the decision records and other files by path. A citation of a document that is
 * not here, or of a section that the document does not have, fails.
 */
const tracked = execFileSync(
  'git',
  ['ls-files', 'src', 'tests', 'scripts', 'bench', 'docs', '*.md', '*.ts', '*.js'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|md)$/.test(file) && file !== 'tests/lint/citations.test.ts');

const sources = tracked.map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** `## P2.`, `## M5.`, `## 3.`: the sections a document can be cited by. */
function sectionsOf(document: string): Set<string> {
  if (!existsSync(document)) return new Set();
  return new Set([...readFileSync(document, 'utf8').matchAll(/^## ([PM]?\d+)\./gm)].map((m) => m[1] ?? ''));
}

describe('citations', () => {
  it('name no document outside the repository', () => {
    const outside =
      /\bDESIGN\.md\b|\b[Ss]pec(?:ification)? (?:[Pp]ublic|[Mm]ember)\b|\b(?:[Pp]ublic|[Mm]ember) spec\b|\b(?:[Pp]ublic|[Mm]ember) §\d/;
    const found = sources.flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, index) => (outside.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('point at files that exist, and at sections those files have', () => {
    const sections = {
      'docs/product.md': sectionsOf('docs/product.md'),
      'docs/design.md': sectionsOf('docs/design.md'),
    };
    const broken: string[] = [];
    for (const { file, text } of sources) {
      for (const match of text.matchAll(/\bdocs\/[\w./-]*\w\.md\b/g)) {
        if (!existsSync(match[0])) broken.push(`${file}: ${match[0]} does not exist`);
      }
      for (const match of text.matchAll(
        /\b(docs\/(?:product|design)\.md) §([PM]?\d+)((?:\s*(?:,|\/|and)\s*§[PM]?\d+)*)/g,
      )) {
        const document = match[1] as keyof typeof sections;
        const cited = [
          match[2] ?? '',
          ...[...(match[3] ?? '').matchAll(/§([PM]?\d+)/g)].map((m) => m[1] ?? ''),
        ];
        for (const section of cited) {
          if (!sections[document].has(section)) broken.push(`${file}: ${document} has no section ${section}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
