// Prints the server's feature graph: which features each feature of src/server/features/ imports in
// production code (its edges), and its depth, the longest chain of features below it (0: it needs none).
// ARCHITECTURE.md shows the output; run it again after a change that adds or drops a feature's import:
//
//   node scripts/feature-graph.mjs
//
// Test code is left out: a *.test.ts file, and a helper that imports vitest or #tests/ (the test scenes).
// An import of types alone is listed apart and adds no depth: nothing of the other feature runs, and it is
// how a feature names the shape of a function app.ts hands it (blocks takes notifications' Notify), so it
// may point back up the graph. A cycle of imports that run is named and fails the run.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = path.join(root, 'src/server/features');
const serverDir = path.join(root, 'src/server');

/** An import or export ... from: `type` before the clause, or before each name in its braces, if types only. */
const STATEMENT = /\b(?:import|export)\s+(type\s+)?([^;'"]*?)\s*\bfrom\s*['"]([^'"]+)['"]/g;
/** A module loaded for its effects, or on first use. */
const BARE_OR_DYNAMIC = /\bimport\s*\(?\s*['"]([^'"]+)['"]/g;
const TEST_ONLY = /['"](?:vitest|#tests\/[^'"]*)['"]/;

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** The feature a specifier leads to, if it leads into src/server/features/. */
const featureOf = (specifier, fromFile) => {
  let target;
  if (specifier.startsWith('#server/')) target = path.join(serverDir, specifier.slice('#server/'.length));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  const relative = path.relative(featuresDir, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
};

const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const typesOnly = (typeKeyword, clause) => {
  if (typeKeyword) return true;
  const braces = clause.match(/^\{([^}]*)\}$/);
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
};

/** feature → the other features its production files import something that runs from. */
const edges = new Map(features.map((name) => [name, new Set()]));
/** feature → the other features it imports types alone from. */
const typeEdges = new Map(features.map((name) => [name, new Set()]));
for (const feature of features) {
  for (const file of filesUnder(path.join(featuresDir, feature))) {
    const source = readFileSync(file, 'utf8');
    if (TEST_ONLY.test(source)) continue;
    const add = (specifier, types) => {
      const target = featureOf(specifier, file);
      if (target && target !== feature) (types ? typeEdges : edges).get(feature).add(target);
    };
    for (const [, typeKeyword, clause, specifier] of source.matchAll(STATEMENT)) {
      add(specifier, typesOnly(typeKeyword, clause.trim()));
    }
    for (const [, specifier] of source.matchAll(BARE_OR_DYNAMIC)) add(specifier, false);
  }
}
for (const [feature, types] of typeEdges) for (const target of edges.get(feature)) types.delete(target);

const depths = new Map();
const depthOf = (feature, trail = []) => {
  if (trail.includes(feature)) {
    const cycle = [...trail.slice(trail.indexOf(feature)), feature].join(' -> ');
    throw new Error(`The features import one another in a cycle: ${cycle}`);
  }
  if (!depths.has(feature)) {
    const below = [...edges.get(feature)].map((next) => depthOf(next, [...trail, feature]));
    depths.set(feature, below.length === 0 ? 0 : 1 + Math.max(...below));
  }
  return depths.get(feature);
};

try {
  features.forEach((feature) => depthOf(feature));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const rows = [...features].sort((a, b) => depths.get(a) - depths.get(b) || a.localeCompare(b));
const width = Math.max(...features.map((name) => name.length));
const list = (names) => [...names].sort().join(', ');
console.log(`${'feature'.padEnd(width)}  depth  depends on`);
for (const feature of rows) {
  const types = typeEdges.get(feature).size > 0 ? ` (types only: ${list(typeEdges.get(feature))})` : '';
  const needs = `${list(edges.get(feature)) || '-'}${types}`;
  console.log(`${feature.padEnd(width)}  ${String(depths.get(feature)).padStart(5)}  ${needs}`);
}
