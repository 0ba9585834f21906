/**
 * Where the time went in a V8 CPU profile (a .cpuprofile from BENCH_CPU_PROF): the functions with the most
 * self time, and the most inclusive time (a function and everything it called), as shares of all samples.
 *
 *   npx tsx bench/profile-summary.ts /tmp/prof/browse-visitor-….cpuprofile --top 30
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' } },
});
const top = Number(values.top);
const file = positionals[0];
if (!file) throw new Error('Which .cpuprofile?');
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^.*\/(node_modules|src)\//, '$1/').replace(/^file:\/\//, '');
  return `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
};

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const sample of profile.samples) {
  const node = byId.get(sample)!;
  self.set(nameOf(node), (self.get(nameOf(node)) ?? 0) + 1);
  // Each function once per sample, however deep it recurses.
  const seen = new Set<string>();
  for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
    const name = nameOf(byId.get(id)!);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
  }
}
const total = profile.samples.length;
const print = (title: string, counts: Map<string, number>) => {
  console.log(`\n${title} (${total} samples)`);
  for (const [name, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((count / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
};
print('self time', self);
print('inclusive time', inclusive);
