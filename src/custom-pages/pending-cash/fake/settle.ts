import { PAYMENT_GATEWAY_FEE } from '../../../resources/penjualan-web/fake/public';
import type { FakeDb } from '../../../fake-api/db';
import type { Order } from '../../../resources/penjualan-web/public';
import type { PendingCash } from '../schemas';
import { cashIn } from './kas';
import { recordPayment } from './ledger';
import { accountOf, CASH_IN_AFTER_MS, paidAtOf, PAYMENT_PENDING_DAYS, PAYMENT_WINDOW_DAYS } from './seed';

/**
 * Cashes in a payment the way the seed settled its older ones: into the entity's account
 * (`accountOf`), a gateway channel with the gateway's fee, `CASH_IN_AFTER_MS` after the sale but never
 * after `latest`. Through `cashIn`, so the account's balance and its log move together. For a demo
 * scenario's orders paid days ago, whose money reached the account long before today.
 */
export const settlePayment = (db: FakeDb, entry: PendingCash, latest: Date): void => {
  const account = accountOf(entry, db.kasAccounts);
  const at = Math.min(Date.parse(entry.tanggalPenjualan) + CASH_IN_AFTER_MS, latest.getTime());
  const fee = entry.metodePembayaran === 'MANUAL_TRANSFER' ? 0 : PAYMENT_GATEWAY_FEE;
  cashIn(db, entry, account, { amount: fee, confirmed: true, note: null }, new Date(at).toISOString());
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A paid order's payment as the seed's ledger would hold it (`seed.ts`): paid within
 * PAYMENT_WINDOW_DAYS it is in the ledger, waiting (PENDING) when paid within PAYMENT_PENDING_DAYS,
 * else already cashed in. For orders a demo scenario adds as already paid; null when the ledger keeps
 * no entry for it.
 */
export const recordSeedPayment = (db: FakeDb, order: Order, now: Date): PendingCash | null => {
  const paidAt = paidAtOf(order);
  if (paidAt === null) return null;
  const age = now.getTime() - Date.parse(paidAt);
  if (age > PAYMENT_WINDOW_DAYS * DAY_MS) return null;
  const waiting = age <= PAYMENT_PENDING_DAYS * DAY_MS;
  const entry = recordPayment(db, order, paidAt, waiting ? 'PENDING' : 'COMPLETED');
  if (!waiting) settlePayment(db, entry, now);
  return entry;
};
