import { describe, expect, it } from 'vitest';
import { toCsv } from '@/components/csv';
import { transactionLogsCsvColumns } from '@/custom-pages/transaction-logs/csvColumns';
import { toKasLogRows } from '@/custom-pages/transaction-logs/rules';
import type { KasLogEntry } from '@/custom-pages/pending-cash/schemas';

const base: KasLogEntry = {
  id: 1,
  kodeTransaksi: 'CV-20261101-0001',
  transactionType: 'KAS_MASUK',
  tipe: 'MASUK',
  jumlah: 150_000,
  biayaAdminManual: 4_000,
  metodePembayaran: 'BC',
  namaKas: 'Kas BCA CV',
  entitasName: 'CV Sinar Jaya Bangunan',
  tanggal: '2026-11-01T03:00:00.000Z',
  tanggalPencairan: '2026-11-01T23:00:00.000Z',
  status: 'COMPLETED',
  keterangan: 'Pencairan pembayaran CV-20261101-0001',
};

describe('transactionLogsCsvColumns', () => {
  it('writes each row with its method name, type, flow, signed amount and fee', () => {
    const rows = toKasLogRows([
      base,
      { ...base, id: 2, transactionType: 'REFUND', tipe: 'KELUAR', jumlah: 75_000, biayaAdminManual: 0, metodePembayaran: 'MANUAL_TRANSFER_REFUND', status: 'CASHED_OUT', keterangan: 'Refund partial pesanan X: "rusak", kotak' },
    ]);
    const lines = toCsv(rows, transactionLogsCsvColumns).replace('\ufeff', '').split('\r\n');
    expect(lines[0]).toBe('Kode Transaksi,Kode Metode,Metode Pembayaran,Tipe Transaksi,Arus Kas,Jumlah,Biaya Admin,Kas,Entitas,Tanggal,Tanggal Pencairan,Status,Keterangan');
    expect(lines[1]).toBe(
      'CV-20261101-0001,BC,BCA VA,KAS_MASUK,MASUK,150000,4000,Kas BCA CV,CV Sinar Jaya Bangunan,"1 November 2026, 10.00 WIB","2 November 2026, 06.00 WIB",COMPLETED,Pencairan pembayaran CV-20261101-0001',
    );
    expect(lines[2]).toBe(
      'CV-20261101-0001,MANUAL_TRANSFER_REFUND,Refund Transfer Manual,REFUND_PARTIAL,KELUAR,-75000,0,Kas BCA CV,CV Sinar Jaya Bangunan,"1 November 2026, 10.00 WIB","2 November 2026, 06.00 WIB",CASHED_OUT,"Refund partial pesanan X: ""rusak"", kotak"',
    );
    expect(lines).toHaveLength(4);
  });
});
