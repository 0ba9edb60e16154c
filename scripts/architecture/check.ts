/**
 * Cruises a tree (the project, or a fixture tree of the same shape) once and judges it by the house's
 * boundaries (rules.ts). Used by tests/unit/architecture.test.ts and by `npm run structure`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { AREA_LEVEL, FORBIDDEN, LAYERS, RULE, type RuleName } from './rules';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TS_CONFIG = path.join(PROJECT_ROOT, 'tsconfig.json');

export interface Edge {
  readonly from: string;
  readonly to: string;
}
export interface Violation extends Edge {
  readonly rule: RuleName;
}
export interface Structure {
  /** Every file of the tree's src/, relative to the tree's root. */
  readonly files: readonly string[];
  /** Every import between two files of src/ (type-only and dynamic ones included), deduplicated. */
  readonly imports: readonly Edge[];
  /** Imports in src/ that resolve to no file (`from -> specifier`): edges the check cannot see. */
  readonly unresolved: readonly string[];
  readonly violations: readonly Violation[];
  /** The area graph's strongly connected components of more than one area, each sorted. */
  readonly areaCycles: readonly (readonly string[])[];
  /** The same over the kernel's files (layers 0-5). */
  readonly kernelCircles: readonly (readonly string[])[];
}

export function layerOf(file: string): number | undefined {
  return LAYERS.find((layer) => new RegExp(layer.pattern).test(file))?.level;
}

/** `src/resources/merk/fake/seed.ts` -> `src/resources/merk`; a file outside the areas -> undefined. */
export function areaOf(file: string): string | undefined {
  return /^(src\/(?:resources|custom-pages)\/[^/]+)\//.exec(file)?.[1];
}

/** `exclude`: a path pattern of files to leave out (the fixture's planted violations). */
export async function cruiseTree(root: string, exclude?: string): Promise<ICruiseResult> {
  const reported = await cruise(
    ['src'],
    {
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: FORBIDDEN },
      // Type-only imports are how layers leak, so they count.
      tsPreCompilationDeps: true,
      tsConfig: { fileName: TS_CONFIG },
      doNotFollow: { path: 'node_modules' },
      ...(exclude ? { exclude: { path: exclude } } : {}),
      // `import.meta.glob` (the fake engine finding the areas' fakes) is no import (CONVENTIONS.md,
      // "Boundaries"): dependency-cruiser does not read it, and the fixture's engine proves it.
    },
    {},
    { tsConfig: extractTSConfig(TS_CONFIG) },
  );
  if (typeof reported.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return reported.output;
}

function key(edge: Edge & { rule?: string }): string {
  return `${edge.rule ?? ''}\u0000${edge.from}\u0000${edge.to}`;
}

/** Tarjan's strongly connected components of more than one node: every cycle of the graph lies in one. */
export function stronglyConnected(nodes: readonly string[], next: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

export function judge(result: ICruiseResult): Structure {
  const inSrc = (file: string) => file.startsWith('src/');
  const files = result.modules.map((module) => module.source).filter(inSrc).sort();
  const imports = new Map<string, Edge>();
  const unresolved: string[] = [];
  for (const module of result.modules) {
    if (!inSrc(module.source)) continue;
    for (const dependency of module.dependencies) {
      if (dependency.couldNotResolve) unresolved.push(`${module.source} -> ${dependency.module}`);
      if (!inSrc(dependency.resolved)) continue;
      const edge = { from: module.source, to: dependency.resolved };
      imports.set(key(edge), edge);
    }
  }

  const violations = new Map<string, Violation>();
  const add = (violation: Violation) => violations.set(key(violation), violation);
  // The forbidden rules of rules.ts; the cycle rules and the layer check follow, on the import graph.
  for (const found of result.summary.violations) {
    add({ rule: found.rule.name as RuleName, from: found.from, to: found.to });
  }
  for (const file of files) if (layerOf(file) === undefined) add({ rule: RULE.unlayered, from: file, to: '(no layer)' });

  const graphOf = (collapse: (file: string) => string | undefined) => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of imports.values()) {
      const [a, b] = [collapse(from), collapse(to)];
      if (a === undefined || b === undefined || a === b) continue;
      if (!graph.has(a)) graph.set(a, new Set());
      graph.get(a)!.add(b);
    }
    return graph;
  };
  const onCycles = (rule: RuleName, nodes: readonly string[], graph: Map<string, Set<string>>) => {
    const components = stronglyConnected(nodes, graph);
    for (const component of components) {
      for (const from of component) {
        for (const to of graph.get(from) ?? []) if (component.includes(to)) add({ rule, from, to });
      }
    }
    return components;
  };
  const areas = [...new Set(files.map(areaOf).filter((area) => area !== undefined))].sort();
  const areaCycles = onCycles(RULE.areaCycle, areas, graphOf(areaOf));
  const isKernel = (file: string) => (layerOf(file) ?? AREA_LEVEL) < AREA_LEVEL;
  const kernelCircles = onCycles(
    RULE.kernelCircle,
    files.filter(isKernel),
    graphOf((file) => (isKernel(file) ? file : undefined)),
  );

  const sorted = [...violations.values()].sort(
    (a, b) => a.rule.localeCompare(b.rule) || a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
  );
  return { files, imports: [...imports.values()], unresolved, violations: sorted, areaCycles, kernelCircles };
}

export async function checkTree(root: string, exclude?: string): Promise<Structure> {
  return judge(await cruiseTree(root, exclude));
}

/** One string per violating edge (the baseline's and the test's failure format). */
export function describeEdge(violation: Edge): string {
  return `${violation.from} -> ${violation.to}`;
}

export function byRule(violations: readonly Violation[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const violation of violations) (grouped[violation.rule] ??= []).push(describeEdge(violation));
  return grouped;
}
