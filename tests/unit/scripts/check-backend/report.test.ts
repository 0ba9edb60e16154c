import { describe, expect, it } from 'vitest';
import { countRows, exitCodeFor, formatReport, formatTable, resultText, summaryLine, warningText, type Row } from '../../../../scripts/check-backend/report';
import { LOOSE } from '@/api/drift';

const rows: Row[] = [
  { name: 'merk.list', request: 'GET /admin/merk', status: 200, outcome: { kind: 'ok' } },
  { name: 'merk.get', request: 'GET /admin/merk/20', status: 200, outcome: { kind: 'mismatched', mismatch: { path: 'nama', expected: 'string', received: 'null' } } },
  { name: 'voucher.list', request: 'GET /admin/voucher', status: 500, outcome: { kind: 'failed', reason: 'Terjadi kesalahan pada server.' } },
  { name: 'warehouse-map.bongkarKoli', request: 'GET /admin/warehouse/bongkar-koli-g', outcome: { kind: 'skipped', reason: 'changes data' } },
  { name: 'review.list', request: 'GET /admin/reviews', outcome: { kind: 'failed', reason: 'no answer in time' } },
];

describe('the checker’s summary', () => {
  it('counts each row once by its outcome', () => {
    expect(countRows(rows)).toEqual({ ok: 1, mismatched: 1, failed: 2, skipped: 1, warnings: 0 });
    expect(countRows([])).toEqual({ ok: 0, mismatched: 0, failed: 0, skipped: 0, warnings: 0 });
  });

  it('ends with exactly `N ok, N mismatched, N failed, N warnings`', () => {
    expect(summaryLine({ ok: 36, mismatched: 1, failed: 2, skipped: 4, warnings: 3 })).toBe('36 ok, 1 mismatched, 2 failed, 3 warnings');
    expect(summaryLine({ ok: 1, mismatched: 0, failed: 0, skipped: 0, warnings: 1 })).toBe('1 ok, 0 mismatched, 0 failed, 1 warning');
    const report = formatReport(rows).split('\n');
    expect(report.at(-1)).toBe('1 ok, 1 mismatched, 2 failed, 0 warnings');
    expect(report.at(-2)).toBe('1 skipped (not called; see the rows marked SKIPPED)');
  });

  it('has no skipped line when nothing was skipped, and notes go above the summary', () => {
    const report = formatReport(rows.slice(0, 1), ['Writes: 0 updates sent back unchanged.']).split('\n');
    expect(report.slice(-2)).toEqual(['Writes: 0 updates sent back unchanged.', '1 ok, 0 mismatched, 0 failed, 0 warnings']);
  });

  it('exits 0 only when nothing mismatched or failed; skipped rows do not fail a run', () => {
    expect(exitCodeFor({ ok: 3, mismatched: 0, failed: 0, skipped: 2, warnings: 0 })).toBe(0);
    expect(exitCodeFor({ ok: 3, mismatched: 1, failed: 0, skipped: 0, warnings: 0 })).toBe(1);
    expect(exitCodeFor({ ok: 3, mismatched: 0, failed: 1, skipped: 0, warnings: 0 })).toBe(1);
  });

  it('does not fail a run on warnings: drift the app reads through is not a mismatch', () => {
    expect(exitCodeFor({ ok: 3, mismatched: 0, failed: 0, skipped: 0, warnings: 12 })).toBe(0);
  });
});

describe('the checker’s table', () => {
  it('shows endpoint, request, status and OK or the first mismatch with its path, expected and received', () => {
    const lines = formatTable(rows).split('\n');
    expect(lines[0]).toMatch(/^endpoint\s+request\s+status\s+result$/);
    expect(lines[2]).toMatch(/^merk\.list\s+GET \/admin\/merk\s+200\s+OK$/);
    expect(lines[3]).toMatch(/^merk\.get\s+GET \/admin\/merk\/20\s+200\s+MISMATCH nama: expected string, received null$/);
    expect(lines[4]).toContain('FAILED Terjadi kesalahan pada server.');
    expect(lines[5]).toMatch(/\s-\s+SKIPPED changes data$/);
  });

  it('lines its columns up under the headers', () => {
    const lines = formatTable(rows).split('\n');
    const resultColumn = (lines[0] as string).indexOf('result');
    for (const line of lines.slice(2)) expect(line.slice(resultColumn)).toMatch(/^(OK|MISMATCH|FAILED|SKIPPED)/);
  });

  it('marks an ok write with what it did', () => {
    expect(resultText({ kind: 'ok', note: 'record sent back unchanged' })).toBe('OK (record sent back unchanged)');
  });
});

describe('the checker’s warnings', () => {
  const drifted: Row = {
    name: 'penjualanWeb.list',
    request: 'GET /admin/penjualan-web',
    status: 200,
    outcome: { kind: 'ok' },
    warnings: [
      warningText({ kind: 'unknown-value', field: 'status_pengiriman', value: 'ON_HOLD', count: 3 }),
      warningText({ kind: 'loose-value', field: 'total_akhir', value: LOOSE.numberAsText, count: 40 }),
      warningText({ kind: 'unreadable', field: '', value: 'items: Invalid input', count: 1 }),
    ],
  };

  it.each([
    [{ kind: 'unknown-value', field: 'status_pengiriman', value: 'ON_HOLD', count: 3 }, '3 records with unknown status_pengiriman "ON_HOLD"'],
    [{ kind: 'loose-value', field: 'total_akhir', value: LOOSE.numberAsText, count: 40 }, '40 values of total_akhir: number sent as text'],
    [{ kind: 'loose-value', field: 'apakah_gratis_ongkir', value: LOOSE.booleanAsNumberOrText, count: 1 }, '1 value of apakah_gratis_ongkir: boolean sent as 1/0 or text'],
    [{ kind: 'unreadable', field: '', value: 'items: Invalid input', count: 2 }, '2 records unreadable, listed as incomplete (items: Invalid input)'],
  ] as const)('words %o as "%s"', (entry, text) => {
    expect(warningText(entry)).toBe(text);
  });

  it('lists each drifted field and value as a WARNING with its count, apart from the table, and counts them in the summary', () => {
    const report = formatReport([rows[0] as Row, drifted]).split('\n');
    expect(report.find((line) => line.startsWith('penjualanWeb.list'))).toMatch(/\s200\s+OK \(3 WARNINGS\)$/);
    expect(report).toContain('WARNING penjualanWeb.list (GET /admin/penjualan-web): 3 records with unknown status_pengiriman "ON_HOLD"');
    expect(report).toContain('WARNING penjualanWeb.list (GET /admin/penjualan-web): 40 values of total_akhir: number sent as text');
    expect(report.at(-1)).toBe('2 ok, 0 mismatched, 0 failed, 3 warnings');
  });
});
