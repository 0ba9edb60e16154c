import { describe, expect, it } from 'vitest';
import {
  balanceAfter,
  missingChoice,
  cashInBody,
  cashOutBody,
  choiceState,
  chosenEntries,
  entriesFor,
  feeProblem,
  filterEntries,
  selectionTotals,
  toggleAll,
  toggleChoice,
  type FeeSetting,
} from '@/custom-pages/pending-cash/rules';
import type { PendingCash } from '@/custom-pages/pending-cash/schemas';

const entry = (id: number, metodePembayaran: string, jumlahGross: number, extra: Partial<PendingCash> = {}): PendingCash => ({
  id,
  kodeTransaksi: `CV-${id}`,
  entitasName: 'CV Sinar Jaya Bangunan',
  metodePembayaran,
  status: 'PENDING',
  jumlahGross,
  biayaAdminManual: 0,
  isFeeConfirmed: false,
  tanggalPenjualan: '2026-11-20T03:00:00.000Z',
  orderId: id + 100,
  refundId: null,
  ...extra,
});

const payment1 = entry(1, 'MANUAL_TRANSFER', 150_000);
const payment2 = entry(2, 'BC', 300_000);
const refund3 = entry(3, 'MANUAL_TRANSFER_REFUND', -75_000);
const settled4 = entry(4, 'OV', 90_000, { status: 'COMPLETED' });
const refundSettled5 = entry(5, 'MANUAL_TRANSFER_REFUND', -20_000, { status: 'CASHED_OUT' });
const all = [payment1, payment2, refund3, settled4, refundSettled5];

describe('which entries each cash screen lists', () => {
  it('cash in lists pending payments without the manual-transfer refunds', () => {
    expect(entriesFor('in', all).map((e) => e.id)).toEqual([1, 2]);
  });
  it('refund cash-out lists only pending manual-transfer refunds', () => {
    expect(entriesFor('out', all).map((e) => e.id)).toEqual([3]);
  });
});

describe('selection', () => {
  it('toggles one entry in and out', () => {
    const once = toggleChoice(new Set(), 2);
    expect([...once]).toEqual(['2']);
    expect([...toggleChoice(once, 2)]).toEqual([]);
  });
  it.each([
    ['nothing chosen chooses all shown', [], ['1', '2']],
    ['some chosen chooses all shown', ['1'], ['1', '2']],
    ['all chosen clears them', ['1', '2'], []],
  ])('select all: %s', (_name, before, after) => {
    expect([...toggleAll([payment1, payment2], new Set(before))].sort()).toEqual(after);
  });
  it('select all keeps a choice outside what is shown', () => {
    expect([...toggleAll([payment1], new Set(['2']))].sort()).toEqual(['1', '2']);
  });
  it.each([
    [[], 'none'],
    [['1'], 'some'],
    [['1', '2'], 'all'],
  ] as const)('with %j chosen the select-all box is %s', (ids, state) => {
    expect(choiceState([payment1, payment2], new Set(ids))).toBe(state);
  });
  it('a chosen id no longer listed is not sent', () => {
    expect(chosenEntries([payment1], new Set(['1', '99'])).map((e) => e.id)).toEqual([1]);
  });
  it.each([
    [[payment1], '3', null],
    [[], '3', 'rows'],
    [[payment1], null, 'kas'],
    [[payment1], '', 'kas'],
    [[], null, 'both'],
  ] as const)('with %j chosen and account %j, what is missing is %j', (chosen, kas, missing) => {
    expect(missingChoice(chosen, kas)).toBe(missing);
  });
  it('narrows the list to one entry by its id (the refund success links there)', () => {
    expect(filterEntries([payment1, payment2], { q: '', entitas: '', id: String(payment2.id) })).toEqual([payment2]);
    expect(filterEntries([payment1, payment2], { q: '', entitas: '', id: '' })).toEqual([payment1, payment2]);
  });
});

describe('totals', () => {
  const fees = new Map<string, FeeSetting>([['2', { amount: 4_440, confirmed: true, note: '' }]]);
  it('cash in adds the gross, the fees and what lands, and counts unconfirmed fees', () => {
    expect(selectionTotals('in', [payment1, payment2], fees)).toEqual({ count: 2, gross: 450_000, fees: 4_440, net: 445_560, unconfirmedFees: 1 });
  });
  it('refund cash-out adds the absolute amounts and has no fee', () => {
    expect(selectionTotals('out', [refund3], fees)).toEqual({ count: 1, gross: 75_000, fees: 0, net: 75_000, unconfirmedFees: 0 });
  });
  it.each([
    ['in', 1_000_000, 445_560, 1_445_560],
    ['out', 1_000_000, 75_000, 925_000],
    ['out', 50_000, 75_000, -25_000],
  ] as const)('%s: a balance of %d after %d is %d', (mode, saldo, net, after) => {
    expect(balanceAfter(mode, { saldoAkhir: saldo }, { net })).toBe(after);
  });
});

describe('fee rule', () => {
  const texts = { required: 'required', tooLarge: 'tooLarge' };
  it.each([
    [0, null],
    [150_000, null],
    [150_001, 'tooLarge'],
    [-1, 'required'],
    [1.5, 'required'],
    [null, 'required'],
  ] as const)('a fee of %j on a gross of 150.000 gives %j', (amount, problem) => {
    expect(feeProblem(amount, 150_000, texts)).toBe(problem);
  });
});

describe('cairkan bodies', () => {
  it('cash in sends each payment with its fee, 0 and unconfirmed by default, and no refund info', () => {
    const fees = new Map<string, FeeSetting>([['2', { amount: 4_440, confirmed: true, note: '  potongan gateway ' }]]);
    expect(cashInBody([payment1, payment2], 3, fees)).toEqual({
      pendingCashIds: [1, 2],
      kasTujuanId: 3,
      feeInfoList: [
        { pendingCashId: 1, biayaAdminManual: 0, isFeeConfirmed: false, keterangan: null },
        { pendingCashId: 2, biayaAdminManual: 4_440, isFeeConfirmed: true, keterangan: 'potongan gateway' },
      ],
      refundInfoList: [],
    });
  });
  it('refund cash-out sends fee 0 confirmed and a FULL refund of the absolute amount', () => {
    expect(cashOutBody([refund3], 2)).toEqual({
      pendingCashIds: [3],
      kasTujuanId: 2,
      feeInfoList: [{ pendingCashId: 3, biayaAdminManual: 0, isFeeConfirmed: true, keterangan: null }],
      refundInfoList: [{ pendingCashId: 3, hasRefund: true, refundType: 'FULL', refundAmount: 75_000, refundReason: 'Refund CV-3' }],
    });
  });
});

describe('list filter', () => {
  const pribadi = entry(7, 'MANUAL_TRANSFER', 10_000, { kodeTransaksi: 'TRX-7', entitasName: 'Toko Sinar Jaya (Pribadi)' });
  it.each([
    [{ q: '', entitas: '' }, [1, 2, 7]],
    [{ q: 'cv-2', entitas: '' }, [2]],
    [{ q: 'pribadi', entitas: '' }, [7]],
    [{ q: '', entitas: 'Toko Sinar Jaya (Pribadi)' }, [7]],
    [{ q: 'cv', entitas: 'Toko Sinar Jaya (Pribadi)' }, []],
  ])('%j shows %j', (filter, ids) => {
    expect(filterEntries([payment1, payment2, pribadi], filter).map((e) => e.id)).toEqual(ids);
  });
});

describe('entries the server sent unreadable or with a status nobody knows', () => {
  const incomplete = (id: number, over: Partial<PendingCash>): PendingCash => ({ ...entry(id, '', 0, over), _incomplete: { raw: { id }, issues: ['jumlahGross: Invalid input'] } });
  const oddPayment = incomplete(6, { metodePembayaran: 'BC' });
  const oddUnknownStatus = incomplete(7, { status: '', metodePembayaran: '' });
  const onHold = entry(8, 'BC', 10_000, { status: 'ON_HOLD' });
  const listed = [payment1, oddPayment, oddUnknownStatus, onHold, refund3];

  it('lists an unreadable entry where what did read places it, and one with an unknown status nowhere (it is not waiting)', () => {
    expect(entriesFor('in', listed).map((e) => e.id)).toEqual([1, 6, 7]);
    expect(entriesFor('out', listed).map((e) => e.id)).toEqual([3]);
  });

  it('never lets an unreadable entry be chosen: select all and the chosen entries skip it', () => {
    const shown = entriesFor('in', listed);
    const all = toggleAll(shown, new Set());
    expect(chosenEntries(shown, all).map((e) => e.id)).toEqual([1]);
    expect(choiceState(shown, new Set(['1']))).toBe('all');
    expect(chosenEntries(shown, new Set(['6', '7']))).toEqual([]);
  });
});
