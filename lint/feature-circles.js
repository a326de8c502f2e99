import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// import-x/no-cycle sees circles between files only. Two features can still lean on each other through files that
// never close a loop (a imports b's index, b imports a's index, each index re-exporting a third file): this check
// draws the graph of feature folders and fails on any circle in it (decision 008).

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

// Type-only imports are left out, as import-x/no-cycle leaves them out: they vanish at build time.
const importPattern =
  /^\s*(?:import(?!\s+type\s)|export(?!\s+type\s))[^'"]*?\sfrom\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/gm;

/** The feature folder a path lies in: a file in it, or the folder itself (an import of its index.ts). */
const featureOf = (featuresDir, file) => {
  const relative = path.relative(featuresDir, file);
  return relative === '' || relative.startsWith('..') ? null : relative.split(path.sep)[0];
};

/** Which feature folders under `srcDir`/features import which others (by their runtime imports). */
export const featureGraph = (srcDir) => {
  const featuresDir = path.join(srcDir, 'features');
  const graph = new Map();
  for (const file of sourceFiles(featuresDir)) {
    // Files beside the feature folders (the server's features/routes.ts) compose them and belong to none.
    const from = path.dirname(file) === featuresDir ? null : featureOf(featuresDir, file);
    if (!from) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const to = featureOf(featuresDir, path.resolve(path.dirname(file), match[1] ?? match[2]));
      if (!to || to === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
};

/** The groups of features that import each other in a circle (strongly connected components of more than one). */
export const featureCircles = (srcDir) => {
  const graph = featureGraph(srcDir);
  // Tarjan's algorithm: linear in the graph, where listing every circular path would not be.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const circles = [];
  const visit = (feature) => {
    index.set(feature, index.size);
    low.set(feature, index.get(feature));
    stack.push(feature);
    for (const next of graph.get(feature) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(feature, Math.min(low.get(feature), low.get(next)));
      } else if (stack.includes(next)) low.set(feature, Math.min(low.get(feature), index.get(next)));
    }
    if (low.get(feature) !== index.get(feature)) return;
    const group = stack.splice(stack.indexOf(feature));
    if (group.length > 1) circles.push(group.sort());
  };
  for (const feature of graph.keys()) if (!index.has(feature)) visit(feature);
  return circles;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  let failed = false;
  for (const app of ['apps/web/src', 'apps/server/src']) {
    for (const circle of featureCircles(path.join(root, app))) {
      failed = true;
      console.error(`${app}/features: ${circle.join(', ')} import each other in a circle`);
    }
  }
  if (failed) {
    console.error(
      'Features must not import each other in a circle (decision 008): move the shared piece to lib/ or to one side.',
    );
    process.exit(1);
  }
}
