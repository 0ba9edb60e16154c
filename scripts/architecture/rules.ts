/**
 * The house's boundaries (issue 25, decided in the layers brief), as dependency-cruiser rules.
 * Paths are relative to the cruised tree's root and start with `src/`, so the same rules judge the
 * real tree and the fixture trees under tests/fixtures/architecture/.
 *
 * Three checks are a walk over dependency-cruiser's output instead (check.ts): `area-graph-acyclic`
 * (modules collapsed to their area folder), `kernel-no-circle` and `file-in-a-layer`. The two cycle
 * checks report every import that lies on a cycle (each edge of a strongly connected component):
 * dependency-cruiser's `circular` reports each cycle once, from whichever edge its walk meets first,
 * so an unrelated change could swap the reported edge and churn the test's baseline.
 */
import type { IForbiddenRuleType } from 'dependency-cruiser';

export interface Layer {
  readonly level: number;
  readonly name: string;
  /** What the structure viewer prints beside the layer. */
  readonly holds: string;
  readonly pattern: string;
}

/** Lower first: an import may go to the same layer or a lower one, never up. */
export const LAYERS: readonly Layer[] = [
  { level: 0, name: 'domain', holds: 'config.ts, vite-env.d.ts, domain/, i18n/', pattern: '^src/(config[.]ts$|vite-env[.]d[.]ts$|domain/|i18n/)' },
  { level: 1, name: 'api', holds: 'api/', pattern: '^src/api/' },
  { level: 2, name: 'data', holds: 'providers/, image/, fake-api/', pattern: '^src/(providers|image|fake-api)/' },
  { level: 3, name: 'components', holds: 'components/', pattern: '^src/components/' },
  { level: 4, name: 'layout', holds: 'layout/', pattern: '^src/layout/' },
  {
    level: 5,
    name: 'declaration kit',
    holds: 'resources/declaration.tsx, resources/preloadableView.tsx, custom-pages/declaration.tsx',
    pattern: '^src/(resources/(declaration|preloadableView)[.]tsx|custom-pages/declaration[.]tsx)$',
  },
  { level: 6, name: 'areas', holds: 'resources/<name>/, custom-pages/<name>/', pattern: '^src/(resources|custom-pages)/[^/]+/' },
  { level: 7, name: 'registries', holds: 'resources/index.ts, custom-pages/index.ts', pattern: '^src/(resources|custom-pages)/index[.]ts$' },
  {
    level: 8,
    name: 'app',
    holds: 'App.tsx, main.tsx, routes.ts, routePrefetch.ts, accessDenied.ts',
    pattern: '^src/(App[.]tsx|main[.]tsx|routes[.]ts|routePrefetch[.]ts|accessDenied[.]ts)$',
  },
];

export const AREA_LEVEL = 6;
/** Layers 0-5: the kernel, which knows no area. */
export const KERNEL_PATTERN = LAYERS.filter((layer) => layer.level < AREA_LEVEL).map((layer) => layer.pattern);
const AREA_PATTERN = LAYERS[AREA_LEVEL]!.pattern;
/** Captures the area's kind ($1) and name ($2), which the public-face rule refers back to. */
const AREA_CAPTURE = '^src/(resources|custom-pages)/([^/]+)/';
/** A `fake/` folder anywhere (areas' fakes; the layout's knowledge base has one too). */
const FAKE_FOLDER = '^src/.*/fake/';
const FAKE_ENGINE = '^src/fake-api/';

export const RULE = {
  upward: 'no-upward-import',
  kernelArea: 'kernel-imports-no-area',
  publicFace: 'area-through-public-face',
  fake: 'fake-only-from-fake',
  areaCycle: 'area-graph-acyclic',
  kernelCircle: 'kernel-no-circle',
  unlayered: 'file-in-a-layer',
} as const;
export type RuleName = (typeof RULE)[keyof typeof RULE];

/** One line a reader of a failure gets beside the edge. */
export const RULE_MEANING: Record<RuleName, string> = {
  [RULE.upward]: 'an import runs from a lower layer up (type-only imports count)',
  [RULE.kernelArea]: 'the kernel (layers 0-5) imports an area',
  [RULE.publicFace]: "an area imports another area's insides instead of its public.ts (fake/ may use fake/public.ts)",
  [RULE.fake]: 'code outside fake/ and fake-api/ imports a fake/ folder',
  [RULE.areaCycle]: 'an import between areas that lies on a cycle of the area graph',
  [RULE.kernelCircle]: "an import on a circle among the kernel's files",
  [RULE.unlayered]: 'a file of src/ in none of the layers',
};

function upwardRules(): IForbiddenRuleType[] {
  return LAYERS.flatMap((from) => {
    // The kernel reaching an area is its own rule; reported once, under the name that says it.
    const above = LAYERS.filter((to) => to.level > from.level && !(from.level < AREA_LEVEL && to.level === AREA_LEVEL));
    if (above.length === 0) return [];
    return [
      {
        name: RULE.upward,
        comment: `layer ${from.level} (${from.name}) imports a higher layer`,
        severity: 'error',
        from: { path: from.pattern },
        to: { path: above.map((to) => to.pattern) },
      },
    ];
  });
}

export const FORBIDDEN: IForbiddenRuleType[] = [
  ...upwardRules(),
  {
    name: RULE.kernelArea,
    severity: 'error',
    from: { path: KERNEL_PATTERN },
    to: { path: AREA_PATTERN },
  },
  {
    name: RULE.publicFace,
    comment: "another area's public.ts, or from fake/ its fake/public.ts; fake/public.ts from non-fake code is the fake rule's",
    severity: 'error',
    from: { path: AREA_CAPTURE },
    to: {
      path: AREA_PATTERN,
      pathNot: ['^src/$1/$2/', '^src/(resources|custom-pages)/[^/]+/(fake/)?public[.]ts$'],
    },
  },
  {
    name: RULE.fake,
    severity: 'error',
    from: { pathNot: [FAKE_FOLDER, FAKE_ENGINE] },
    to: { path: FAKE_FOLDER },
  },
];
