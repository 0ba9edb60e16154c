/**
 * `npm run structure`: the house's layers and areas as a newcomer reads them, the imports between
 * them with counts, and every violation of the boundaries and every circle.
 *
 *   npm run structure                         the text view
 *   npm run structure -- --all                every violating import, not the first few of each rule
 *   npm run structure -- --mermaid            the layer and area graph as a mermaid flowchart
 *   npm run structure -- --baseline           prints today's violations as the architecture test's baseline
 *   npm run structure -- --write-baseline     writes them to tests/unit/architecture.baseline.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { areaOf, byRule, checkTree, layerOf, PROJECT_ROOT, type Structure, type Violation } from './check';
import { LAYERS, RULE, RULE_MEANING, type RuleName } from './rules';

const BASELINE_FILE = path.join(PROJECT_ROOT, 'tests/unit/architecture.baseline.ts');
const FIRST_FEW = 8;

function count<T>(items: Iterable<T>, keyOf: (item: T) => string | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
}

const layerName = (level: number) => `${level} ${LAYERS[level]!.name}`;
const short = (area: string) => area.replace(/^src\//, '');
const pad = (text: string, width: number) => text.padEnd(width);

function layerEdges(structure: Structure): Map<string, number> {
  return count(structure.imports, ({ from, to }) => {
    const [a, b] = [layerOf(from), layerOf(to)];
    if (a === undefined || b === undefined || a === b) return undefined;
    return `${String(a)}>${String(b)}`;
  });
}

function areaEdges(structure: Structure): Map<string, number> {
  return count(structure.imports, ({ from, to }) => {
    const [a, b] = [areaOf(from), areaOf(to)];
    return a && b && a !== b ? `${a}>${b}` : undefined;
  });
}

function text(structure: Structure, all: boolean): string {
  const lines: string[] = [];
  const out = (line = '') => lines.push(line);
  const files = count(structure.files, (file) => (layerOf(file) === undefined ? undefined : String(layerOf(file))));
  const inCycle = new Set(structure.violations.filter((v) => v.rule === RULE.areaCycle).map((v) => `${v.from}>${v.to}`));

  out(`The house's structure: ${structure.files.length} files in src/. Layers, lower first; an import goes`);
  out('to the same layer or a lower one, never up (docs/CONVENTIONS.md, "Boundaries").');
  out();
  for (const layer of LAYERS) {
    out(`  ${pad(layerName(layer.level), 20)} ${pad(`${files.get(String(layer.level)) ?? 0} files`, 10)} ${layer.holds}`);
  }
  out();
  out('Imports between layers (rows import columns; ! marks an import up, which is not allowed):');
  const between = layerEdges(structure);
  const cell = (text: string) => text.padStart(6);
  out(`  ${pad('', 20)}${LAYERS.map((layer) => cell(String(layer.level))).join('')}`);
  for (const from of [...LAYERS].reverse()) {
    const cells = LAYERS.map((to) => {
      const n = between.get(`${from.level}>${to.level}`);
      return cell(n === undefined ? '.' : `${n}${to.level > from.level ? '!' : ''}`);
    });
    out(`  ${pad(layerName(from.level), 20)}${cells.join('')}`);
  }
  out();
  const areas = [...new Set(structure.files.map(areaOf).filter((area) => area !== undefined))];
  out(`Areas (${areas.length}) and the imports between them (an area imports another only through its public.ts):`);
  const edges = areaEdges(structure);
  const insides = count(
    structure.violations.filter((v) => v.rule === RULE.publicFace),
    (v) => `${areaOf(v.from)!}>${areaOf(v.to)!}`,
  );
  if (edges.size === 0) out('  none');
  for (const [edge, n] of edges) {
    const [a, b] = edge.split('>') as [string, string];
    const notes = [
      insides.has(edge) ? `${insides.get(edge)!} into its insides` : '',
      inCycle.has(edge) ? 'CYCLE' : '',
    ].filter(Boolean);
    out(`  ${pad(`${short(a)} -> ${short(b)}`, 64)} ${pad(String(n), 4)}${notes.join(', ')}`);
  }
  out();
  out('Circles:');
  for (const cycle of structure.areaCycles) out(`  areas: ${cycle.map(short).join(', ')}`);
  for (const circle of structure.kernelCircles) out(`  kernel files: ${circle.map(short).join(', ')}`);
  if (structure.areaCycles.length + structure.kernelCircles.length === 0) out('  none');
  out();
  if (structure.unresolved.length) {
    out(`Imports resolved to no file (the check cannot judge them): ${structure.unresolved.length}`);
    for (const line of structure.unresolved) out(`  ${line}`);
    out();
  }
  const grouped = byRule(structure.violations);
  out(`Violations: ${structure.violations.length}${structure.violations.length ? ' (npm run structure -- --all lists each)' : ''}`);
  for (const [rule, edgesOfRule] of Object.entries(grouped)) {
    out(`  ${rule} (${edgesOfRule.length}): ${RULE_MEANING[rule as RuleName]}`);
    if (rule === RULE.publicFace && !all) {
      out('    counted per pair of areas above');
      continue;
    }
    const shown = all ? edgesOfRule : edgesOfRule.slice(0, FIRST_FEW);
    for (const edge of shown) out(`    ${edge}`);
    if (shown.length < edgesOfRule.length) out(`    ... and ${edgesOfRule.length - shown.length} more`);
  }
  return lines.join('\n');
}

function mermaid(structure: Structure): string {
  const id = (name: string) => name.replace(/[^A-Za-z0-9]/g, '_');
  const lines = ['flowchart TD'];
  for (const layer of LAYERS) lines.push(`  L${layer.level}["${layerName(layer.level)}"]`);
  for (const [edge, n] of layerEdges(structure)) {
    const [a, b] = edge.split('>').map(Number) as [number, number];
    lines.push(`  L${a} ${b > a ? '-. UP' : '--'} ${n} ${b > a ? '.->' : '-->'} L${b}`);
  }
  for (const [edge, n] of areaEdges(structure)) {
    const [a, b] = edge.split('>') as [string, string];
    lines.push(`  ${id(short(a))}["${short(a)}"] -- ${n} --> ${id(short(b))}["${short(b)}"]`);
  }
  return lines.join('\n');
}

export function baselineModule(violations: readonly Violation[]): string {
  const grouped = byRule(violations);
  const body = Object.entries(grouped)
    .map(([rule, edges]) => `  '${rule}': [\n${edges.map((edge) => `    '${edge}',`).join('\n')}\n  ],`)
    .join('\n');
  return `/**
 * The boundary violations the tree had when the architecture test came in (issue 25), one string per
 * import (from -> to), grouped by rule. This list may only SHRINK: the test fails on a violation not
 * listed here, and on an entry that no longer occurs (delete it when you fix it). Never add to it.
 * Regenerate after a merge with \`npm run structure -- --write-baseline\` (or \`--baseline\` to print).
 */
export const BASELINE: Readonly<Record<string, readonly string[]>> = {
${body}
};
`;
}

async function main(): Promise<void> {
  const flags = new Set(process.argv.slice(2));
  const structure = await checkTree(PROJECT_ROOT);
  if (flags.has('--write-baseline')) {
    writeFileSync(BASELINE_FILE, baselineModule(structure.violations));
    console.log(`${path.relative(PROJECT_ROOT, BASELINE_FILE)}: ${structure.violations.length} violations`);
  } else if (flags.has('--baseline')) {
    process.stdout.write(baselineModule(structure.violations));
  } else if (flags.has('--mermaid')) {
    console.log(mermaid(structure));
  } else {
    console.log(text(structure, flags.has('--all')));
  }
}

await main();
