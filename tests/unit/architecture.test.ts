import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTree, describeEdge, PROJECT_ROOT, type Structure } from '../../scripts/architecture/check';
import { RULE } from '../../scripts/architecture/rules';
import { BASELINE } from './architecture.baseline';

// The rules: docs/CONVENTIONS.md, "Boundaries"; the checker's own tests: tests/unit/scripts/architecture/.
// `npm run structure` shows the same result as a graph.
const asLines = (entries: Iterable<[string, readonly string[]]>) =>
  [...entries].flatMap(([rule, edges]) => edges.map((edge) => `${rule}: ${edge}`));

describe('the house keeps its boundaries (layers, kernel, public faces, fakes, no cycles)', () => {
  let structure: Structure;
  let found: string[];
  const known = asLines(Object.entries(BASELINE));
  beforeAll(async () => {
    structure = await checkTree(PROJECT_ROOT);
    found = structure.violations.map((violation) => `${violation.rule}: ${describeEdge(violation)}`);
  }, 60_000);

  it('reads every file of src/', () => {
    const onDisk = readdirSync(path.join(PROJECT_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `src/${file.split(path.sep).join('/')}`)
      .sort();
    expect(structure.files).toEqual(onDisk);
  });

  it('resolves every import of src/ to a file (an import it cannot resolve is an edge it cannot judge)', () => {
    expect(structure.unresolved).toEqual([]);
  });

  it('no import breaks a boundary, except the baseline’s known ones (fix it, or see npm run structure)', () => {
    const added = found.filter((violation) => !known.includes(violation));
    expect(added, 'new boundary violations (rule: from -> to); docs/CONVENTIONS.md, "Boundaries"').toEqual([]);
  });

  it('every baseline entry still occurs: delete the fixed ones, so the baseline only shrinks', () => {
    const fixed = known.filter((violation) => !found.includes(violation));
    expect(fixed, 'fixed: delete these from tests/unit/architecture.baseline.ts').toEqual([]);
  });

  it('the baseline names only the check’s rules', () => {
    expect(Object.keys(BASELINE).filter((rule) => !Object.values<string>(RULE).includes(rule))).toEqual([]);
  });
});
