import { describe, expect, it } from 'vitest';
import { areaChunk, faceExports, importedNames, screensReaching, type ModuleGraph } from '../../../scripts/vite/chunks';

const m = (file: string) => `/app/src/${file}`;

/**
 * A small app: the brands' list, create and edit screens, its data mapping and palette; a product form
 * that reads the brands' quick-add dialog through their public face; a page area with two pages.
 */
const graph: ModuleGraph = {
  imports: new Map([
    [m('resources/merk/MerkList.tsx'), [m('resources/merk/messages.ts'), m('components/PageHeader.tsx')]],
    [m('resources/merk/MerkCreate.tsx'), [m('resources/merk/MerkForm.tsx')]],
    [m('resources/merk/MerkEdit.tsx'), [m('resources/merk/MerkForm.tsx')]],
    [m('resources/merk/MerkForm.tsx'), [m('resources/merk/messages.ts'), m('resources/merk/rules.ts')]],
    [m('resources/merk/resource.ts'), [m('resources/merk/contract.ts')]],
    [m('resources/merk/palette.ts'), [m('resources/merk/hooks.ts')]],
    [m('resources/merk/public.ts'), [m('resources/merk/QuickAdd.tsx')]],
    [m('resources/merk/QuickAdd.tsx'), [m('resources/merk/rules.ts')]],
    [m('resources/produk-web/ProdukWebEdit.tsx'), [m('resources/merk/public.ts')]],
    [m('custom-pages/orders/OrderCenterPage.tsx'), [m('custom-pages/orders/queue.ts'), m('custom-pages/orders/shared.ts')]],
    [m('custom-pages/orders/HistoryPage.tsx'), [m('custom-pages/orders/shared.ts')]],
    [m('fake-api/browser.ts'), [m('fake-api/router.ts')]],
    [m('fake-api/router.ts'), [m('custom-pages/orders/fake/index.ts')]],
    [m('custom-pages/orders/fake/index.ts'), [m('custom-pages/orders/rules/status.ts')]],
    [m('custom-pages/orders/queue.ts'), [m('custom-pages/orders/rules/status.ts')]],
  ]),
  lazy: new Set(
    [
      'resources/merk/MerkList.tsx',
      'resources/merk/MerkCreate.tsx',
      'resources/merk/MerkEdit.tsx',
      'resources/merk/resource.ts',
      'resources/merk/palette.ts',
      'resources/produk-web/ProdukWebEdit.tsx',
      'custom-pages/orders/OrderCenterPage.tsx',
      'custom-pages/orders/HistoryPage.tsx',
      'fake-api/browser.ts',
    ].map(m),
  ),
};

describe('chunks: an area module goes in the file of the screens that read it', () => {
  const reachers = screensReaching(graph);
  const screensByArea = new Map([
    ['merk', new Set([m('resources/merk/MerkList.tsx')])],
    ['produk-web', new Set<string>()],
    ['orders', new Set([m('custom-pages/orders/OrderCenterPage.tsx'), m('custom-pages/orders/HistoryPage.tsx')])],
  ]);
  it.each([
    ['the list of an area with one list', 'resources/merk/MerkList.tsx', 'area-merk'],
    ['messages read by the list and the form', 'resources/merk/messages.ts', 'area-merk'],
    ['what only the create and edit screens read', 'resources/merk/MerkForm.tsx', 'area-merk-forms'],
    ['a rule read by the forms and another area’s form', 'resources/merk/rules.ts', 'area-merk-forms'],
    ['the data mapping itself', 'resources/merk/resource.ts', 'area-merk-data'],
    ['what the data mapping reads', 'resources/merk/contract.ts', 'area-merk-data'],
    ['a rule the demo’s fake backend reads', 'custom-pages/orders/rules/status.ts', 'area-orders-data'],
    ['the fake’s own module (the fake file takes it)', 'custom-pages/orders/fake/index.ts', null],
    ['what the palette reads, though only forms read it otherwise', 'resources/merk/hooks.ts', 'area-merk'],
    ['the public face another area’s form reads', 'resources/merk/public.ts', 'area-merk-forms'],
    ['one page of an area with several', 'custom-pages/orders/queue.ts', 'area-orders-OrderCenterPage'],
    ['what two pages of an area read', 'custom-pages/orders/shared.ts', 'area-orders'],
    ['a kernel module (not an area’s)', 'components/PageHeader.tsx', null],
  ])('%s: %s -> %s', (_, file, chunk) => {
    expect(areaChunk(m(file), reachers, screensByArea)).toBe(chunk);
  });

  it('follows the fake backend through its own modules to the areas’ rules', () => {
    expect([...(reachers.get(m('custom-pages/orders/rules/status.ts')) ?? [])]).toContain(m('fake-api/browser.ts'));
  });

  it('follows imports across areas but not into the kernel', () => {
    expect([...(reachers.get(m('resources/merk/QuickAdd.tsx')) ?? [])]).toEqual([m('resources/produk-web/ProdukWebEdit.tsx')]);
    expect(reachers.has(m('components/PageHeader.tsx'))).toBe(false);
  });
});

describe('chunks: through a public face, only the names taken from it', () => {
  // The home builder's reads take the banners' contract from their face, which also re-exports the
  // banner card: the card (and the React it brings) must not join the data file the read waits for.
  const face = m('resources/banner/public.ts');
  const faceGraph: ModuleGraph = {
    imports: new Map([
      [m('custom-pages/home-builder/reads.ts'), [face]],
      [m('custom-pages/home-builder/HomeBuilderPage.tsx'), [face]],
      [face, [m('resources/banner/BannerCard.tsx'), m('resources/banner/contract.ts')]],
      [m('resources/banner/BannerCard.tsx'), [m('resources/banner/hooks.ts')]],
    ]),
    lazy: new Set([m('custom-pages/home-builder/reads.ts'), m('custom-pages/home-builder/HomeBuilderPage.tsx')]),
    faces: new Map([[face, new Map([['BannerCard', m('resources/banner/BannerCard.tsx')], ['bannerContract', m('resources/banner/contract.ts')]])]]),
    names: new Map([
      [m('custom-pages/home-builder/reads.ts'), new Map([[face, ['bannerContract']]])],
      [m('custom-pages/home-builder/HomeBuilderPage.tsx'), new Map([[face, ['BannerCard']]])],
    ]),
  };
  const reachers = screensReaching(faceGraph);
  const screensByArea = new Map([['banner', new Set<string>()], ['home-builder', new Set([m('custom-pages/home-builder/HomeBuilderPage.tsx')])]]);

  it.each([
    ['the contract the reads take', 'resources/banner/contract.ts', 'area-banner-data'],
    ['the card beside it on the face, which only the page takes', 'resources/banner/BannerCard.tsx', 'area-banner'],
    ['what the card imports', 'resources/banner/hooks.ts', 'area-banner'],
  ])('%s: %s -> %s', (_, file, chunk) => {
    expect(areaChunk(m(file), reachers, screensByArea)).toBe(chunk);
  });

  it('without the names (an import of the whole face), every module of the face is reached', () => {
    const whole = screensReaching({ ...faceGraph, names: new Map() });
    expect([...(whole.get(m('resources/banner/BannerCard.tsx')) ?? [])]).toContain(m('custom-pages/home-builder/reads.ts'));
  });

  it('reads the names a source takes and a face re-exports, leaving out types and whole imports', () => {
    const source = `import type { A } from './a';\nimport { b, type C, d as e } from '../x/public';\nimport * as all from './all';\nimport f, { g } from './mixed';\nimport { h } from './mixed2';\nimport './side';`;
    expect([...importedNames(source)]).toEqual([['../x/public', ['b', 'd']], ['./mixed2', ['h']]]);
    expect([...faceExports(`export { A } from './a';\nexport { b as c, type D } from './b';\nexport type { E } from './e';`)]).toEqual([
      ['A', './a'],
      ['c', './b'],
    ]);
  });
});
