import type { KasLogRow } from './classify';

/**
 * The four cards (operations spec §2 and §3, Summary): how many entries, the money in and out
 * with their counts, and the net flow, over the rows the table shows.
 */
export interface KasLogSummary {
  totalTransactions: number;
  totalMasuk: number;
  masukCount: number;
  totalKeluar: number;
  keluarCount: number;
  /** Kas Masuk − Kas Keluar; negative is a deficit. */
  netFlow: number;
}

export const summarize = (rows: readonly Pick<KasLogRow, 'flow' | 'amount'>[]): KasLogSummary => {
  const summary: KasLogSummary = { totalTransactions: rows.length, totalMasuk: 0, masukCount: 0, totalKeluar: 0, keluarCount: 0, netFlow: 0 };
  for (const row of rows) {
    if (row.flow === 'MASUK') {
      summary.totalMasuk += row.amount;
      summary.masukCount += 1;
    } else {
      summary.totalKeluar += row.amount;
      summary.keluarCount += 1;
    }
  }
  summary.netFlow = summary.totalMasuk - summary.totalKeluar;
  return summary;
};

export type NetFlowVerdict = 'surplus' | 'deficit';

/** Operations spec §2: green 'Surplus' from 0 up, red 'Defisit' below. */
export const netFlowVerdict = (netFlow: number): NetFlowVerdict => (netFlow >= 0 ? 'surplus' : 'deficit');
