import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script module without types
import { areaModulesInBoot } from '../../../scripts/lib/bootCheck.mjs';

const check = areaModulesInBoot as (sources: string[], eager?: string[]) => string[];

describe('npm run size: the boot-path check', () => {
  it('fails on purpose when an area module (a view, a contract, messages) is in the login route', () => {
    expect(
      check([
        '../../src/main.tsx',
        '../../src/resources/merk/MerkList.tsx',
        '../../src/resources/voucher/contract.ts',
        '../../src/custom-pages/cashback-settings/messages.ts',
      ]),
    ).toEqual(['src/custom-pages/cashback-settings/messages.ts', 'src/resources/merk/MerkList.tsx', 'src/resources/voucher/contract.ts']);
  });

  it('lets the declarations, their routes, the registries and the kernel through', () => {
    expect(
      check([
        '../../src/resources/index.ts',
        '../../src/resources/declaration.tsx',
        '../../src/resources/merk/index.ts',
        '../../src/custom-pages/index.ts',
        '../../src/custom-pages/cashback-settings/index.ts',
        // An area's addresses, which the menu and the dashboard's links name.
        '../../src/resources/penjualan-web/routes.ts',
        '../../src/providers/dataProvider.ts',
        '../../node_modules/react-admin/dist/index.js',
      ]),
    ).toEqual([]);
  });

  it('lets an area eager by design through, and only that one', () => {
    expect(check(['../../src/custom-pages/dashboard/DashboardPage.tsx', '../../src/custom-pages/cashback-settings/CashbackSettingsPage.tsx'])).toEqual([
      'src/custom-pages/cashback-settings/CashbackSettingsPage.tsx',
    ]);
    expect(check(['../../src/custom-pages/dashboard/DashboardPage.tsx'], [])).toEqual(['src/custom-pages/dashboard/DashboardPage.tsx']);
  });
});
