import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTree, describeEdge, type Structure } from '../../../../scripts/architecture/check';
import { RULE } from '../../../../scripts/architecture/rules';

// One small tree of the house's shape; each `*.planted.ts` file in it adds one violation.
const fixture = path.resolve(__dirname, '../../../fixtures/architecture');
const PLANTED = '[.]planted[.]ts$';

const reported = (structure: Structure) => structure.violations.map((v) => `${v.rule}: ${describeEdge(v)}`);

describe('the architecture check judges a tree by the layers and the area rules', () => {
  let clean: Structure;
  let planted: Structure;
  beforeAll(async () => {
    [clean, planted] = await Promise.all([checkTree(fixture, PLANTED), checkTree(fixture)]);
  }, 60_000);

  it('passes the clean tree: imports down, public faces, fake/public.ts from fake/, lazy and type-only imports, import.meta.glob', () => {
    expect(reported(clean)).toEqual([]);
    expect(clean.unresolved).toEqual([]);
    expect(clean.files).toContain('src/custom-pages/cash/fake/handlers.ts');
    // The clean tree does import across areas and down every layer, so the pass is not for want of edges.
    expect(clean.imports).toContainEqual({ from: 'src/custom-pages/cash/CashPage.ts', to: 'src/resources/orders/public.ts' });
    expect(clean.imports).toContainEqual({ from: 'src/resources/orders/index.ts', to: 'src/resources/orders/OrderList.ts' });
  });

  it.each([
    ['an import from a lower layer up, type-only too', RULE.upward, 'src/components/Badge.planted.ts -> src/layout/Menu.ts'],
    ['an area importing the app', RULE.upward, 'src/resources/orders/Checkout.planted.ts -> src/App.tsx'],
    ['a kernel file importing an area', RULE.kernelArea, 'src/layout/OrdersShortcut.planted.ts -> src/resources/orders/rules.ts'],
    ['an area importing another area’s insides', RULE.publicFace, 'src/custom-pages/cash/RefundLimit.planted.ts -> src/resources/orders/rules.ts'],
    ['a view importing a fake/ folder', RULE.fake, 'src/resources/orders/SeededList.planted.ts -> src/resources/orders/fake/seed.ts'],
    ['two areas importing each other (one side)', RULE.areaCycle, 'src/resources/brands -> src/resources/products'],
    ['two areas importing each other (other side)', RULE.areaCycle, 'src/resources/products -> src/resources/brands'],
    ['a chain of three areas back to the first', RULE.areaCycle, 'src/custom-pages/stock -> src/custom-pages/dashboard'],
    ['a circle among kernel files', RULE.kernelCircle, 'src/fake-api/db.planted.ts -> src/fake-api/http.planted.ts'],
    ['a file in no layer', RULE.unlayered, 'src/stray.planted.ts -> (no layer)'],
  ])('reports %s under %s', (_what, rule, edge) => {
    expect(reported(planted)).toContain(`${rule}: ${edge}`);
  });

  it('reports the planted violations and nothing else, each once under one rule', () => {
    expect(reported(planted)).toEqual([
      `${RULE.areaCycle}: src/custom-pages/dashboard -> src/custom-pages/reports`,
      `${RULE.areaCycle}: src/custom-pages/reports -> src/custom-pages/stock`,
      `${RULE.areaCycle}: src/custom-pages/stock -> src/custom-pages/dashboard`,
      `${RULE.areaCycle}: src/resources/brands -> src/resources/products`,
      `${RULE.areaCycle}: src/resources/products -> src/resources/brands`,
      `${RULE.publicFace}: src/custom-pages/cash/RefundLimit.planted.ts -> src/resources/orders/rules.ts`,
      `${RULE.fake}: src/resources/orders/SeededList.planted.ts -> src/resources/orders/fake/seed.ts`,
      `${RULE.unlayered}: src/stray.planted.ts -> (no layer)`,
      `${RULE.kernelArea}: src/layout/OrdersShortcut.planted.ts -> src/resources/orders/rules.ts`,
      `${RULE.kernelCircle}: src/fake-api/db.planted.ts -> src/fake-api/http.planted.ts`,
      `${RULE.kernelCircle}: src/fake-api/http.planted.ts -> src/fake-api/db.planted.ts`,
      `${RULE.upward}: src/components/Badge.planted.ts -> src/layout/Menu.ts`,
      `${RULE.upward}: src/resources/orders/Checkout.planted.ts -> src/App.tsx`,
    ]);
    expect(planted.areaCycles).toEqual([
      ['src/custom-pages/dashboard', 'src/custom-pages/reports', 'src/custom-pages/stock'],
      ['src/resources/brands', 'src/resources/products'],
    ]);
    expect(planted.kernelCircles).toEqual([['src/fake-api/db.planted.ts', 'src/fake-api/http.planted.ts']]);
  });
});
