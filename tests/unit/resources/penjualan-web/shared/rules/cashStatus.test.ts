import { describe, expect, it } from 'vitest';
import { cashStatusLabel, refundMethodName, refundRecordState } from '@/resources/penjualan-web/shared/rules/cashStatus';

describe('one name per cash state', () => {
  it.each([
    ['PENDING', 'Menunggu pencairan'],
    ['PROCESSING', 'Diproses'],
    ['CASHED_OUT', 'Sudah dicairkan'],
    ['COMPLETED', 'Selesai'],
    ['SELESAI', 'Selesai'],
    [' cashed_out ', 'Sudah dicairkan'],
    ['ON_HOLD', 'ON_HOLD'],
    ['', '-'],
    [null, '-'],
  ] as const)('%j reads %j', (status, label) => {
    expect(cashStatusLabel(status)).toBe(label);
  });

  it.each([
    [{ status: 'COMPLETED', refundMethod: 'MANUAL_TRANSFER' }, 'CASHED_OUT'],
    [{ status: 'SELESAI', refundMethod: 'manual_transfer' }, 'CASHED_OUT'],
    [{ status: 'COMPLETED', refundMethod: 'DUITKU' }, 'COMPLETED'],
    [{ status: 'PENDING', refundMethod: 'MANUAL_TRANSFER' }, 'PENDING'],
    [{ status: 'PROCESSING', refundMethod: 'MANUAL_TRANSFER' }, 'PROCESSING'],
  ] as const)('a refund record %j is in the kas log state %s', (record, state) => {
    expect(refundRecordState(record)).toBe(state);
  });

  it('a cashed-out manual-transfer refund reads on the order as its kas entry reads in the log', () => {
    expect(cashStatusLabel(refundRecordState({ status: 'COMPLETED', refundMethod: 'MANUAL_TRANSFER' }))).toBe(cashStatusLabel('CASHED_OUT'));
    expect(refundMethodName('MANUAL_TRANSFER')).toBe('Transfer Manual');
  });
});
