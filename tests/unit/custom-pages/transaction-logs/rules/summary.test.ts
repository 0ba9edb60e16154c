import { describe, expect, it } from 'vitest';
import { netFlowVerdict, summarize, type KasFlow } from '@/custom-pages/transaction-logs/rules';

const rows = (...moves: Array<[KasFlow, number]>) => moves.map(([flow, amount]) => ({ flow, amount }));

describe('summarize: the four cards', () => {
  it.each([
    ['no rows', rows(), { totalTransactions: 0, totalMasuk: 0, masukCount: 0, totalKeluar: 0, keluarCount: 0, netFlow: 0 }],
    ['money in only', rows(['MASUK', 150_000], ['MASUK', 50_000]), { totalTransactions: 2, totalMasuk: 200_000, masukCount: 2, totalKeluar: 0, keluarCount: 0, netFlow: 200_000 }],
    [
      'a cash-in with its fee and a refund: a surplus',
      rows(['MASUK', 1_000_000], ['KELUAR', 4_000], ['KELUAR', 250_000]),
      { totalTransactions: 3, totalMasuk: 1_000_000, masukCount: 1, totalKeluar: 254_000, keluarCount: 2, netFlow: 746_000 },
    ],
    ['in equals out: zero', rows(['MASUK', 75_000], ['KELUAR', 75_000]), { totalTransactions: 2, totalMasuk: 75_000, masukCount: 1, totalKeluar: 75_000, keluarCount: 1, netFlow: 0 }],
    [
      'more out than in: a negative net flow',
      rows(['MASUK', 100_000], ['KELUAR', 300_000], ['KELUAR', 50_000]),
      { totalTransactions: 3, totalMasuk: 100_000, masukCount: 1, totalKeluar: 350_000, keluarCount: 2, netFlow: -250_000 },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(summarize(input)).toEqual(expected);
  });
});

describe("netFlowVerdict: green 'Surplus' from 0, red 'Defisit' below", () => {
  it.each([
    [746_000, 'surplus'],
    [0, 'surplus'],
    [-1, 'deficit'],
    [-250_000, 'deficit'],
  ] as const)('%d is %s', (net, verdict) => {
    expect(netFlowVerdict(net)).toBe(verdict);
  });
});
