import type { voucherContract } from '../contract';
import type { Voucher, VoucherInput } from '../schemas';
import { firstVoucherError, normaliseVoucherCode, voucherDay } from '../rules';
import { voucherMessages } from '../messages';
import type { FakeDb } from '../../../fake-api/db';
import { nextId } from '../../../fake-api/db';
import { changed, FakeHttpError, notFound, parseId, reply, type Handler } from '../../../fake-api/http';
import { format } from '../../../i18n/format';
import { cleanLine, jakartaToday } from '../../../domain/validation';

type VoucherEndpoints = typeof voucherContract;

const find = (db: FakeDb, rawId: string | undefined): Voucher => {
  const id = parseId(rawId);
  const voucher = db.voucher.find((v) => v.id === id);
  if (!voucher) throw notFound('Voucher');
  return voucher;
};

/**
 * Applies the voucher rules as the server would: 400 with the rule's message, 409 for a taken code.
 * The end date may not lie before today when a voucher is created or its end is moved.
 */
const validate = (db: FakeDb, input: VoucherInput, now: Date, own?: Voucher): Omit<Voucher, 'id' | 'created_at'> => {
  const ownId = own?.id;
  const problem = firstVoucherError(input, { today: jakartaToday(now), storedEnd: own?.tanggal_berakhir ?? null });
  if (problem) throw new FakeHttpError(400, problem);
  const kode = normaliseVoucherCode(input.kode_voucher);
  if (db.voucher.some((v) => v.kode_voucher === kode && v.id !== ownId)) {
    throw new FakeHttpError(409, format(voucherMessages.duplicateCode, { kode }));
  }
  const persen = input.tipe_diskon === 'PERSEN';
  const isPrivate = input.voucher_type === 'PRIVATE';
  return {
    nama_voucher: cleanLine(input.nama_voucher),
    kode_voucher: kode,
    tipe_diskon: input.tipe_diskon,
    nilai_diskon: input.nilai_diskon,
    nominal_diskon_maks: persen ? (input.nominal_diskon_maks ?? 0) : null,
    min_belanja: input.min_belanja,
    kuota_voucher: input.kuota_voucher,
    tanggal_mulai: voucherDay(input.tanggal_mulai),
    tanggal_berakhir: voucherDay(input.tanggal_berakhir),
    status: input.status,
    voucher_type: input.voucher_type,
    customer_email: isPrivate && input.customer_email ? { email: cleanLine(input.customer_email.email).toLowerCase() } : null,
  };
};

/** Newest first, as the back office lists them. */
const newestFirst = (a: Voucher, b: Voucher): number =>
  (b.created_at ?? '').localeCompare(a.created_at ?? '') || Number(b.id) - Number(a.id);

const list: Handler<VoucherEndpoints['list']> = ({ db }) => reply({ items: [...db.voucher].sort(newestFirst) });

const get: Handler<VoucherEndpoints['get']> = ({ db, params }) => reply(find(db, params.id));

const create: Handler<VoucherEndpoints['create']> = ({ db, body, now }) => {
  const voucher: Voucher = { id: nextId(db.voucher), ...validate(db, body, now), created_at: now.toISOString() };
  db.voucher.push(voucher);
  return changed({ message: voucherMessages.created, data: voucher }, 201);
};

const update: Handler<VoucherEndpoints['update']> = ({ db, params, body, now }) => {
  const voucher = find(db, params.id);
  Object.assign(voucher, validate(db, body, now, voucher));
  return changed({ message: voucherMessages.updated, data: voucher });
};

const deactivate: Handler<VoucherEndpoints['deactivate']> = ({ db, params }) => {
  const voucher = find(db, params.id);
  if (voucher.status === 'NONAKTIF') throw new FakeHttpError(409, voucherMessages.alreadyInactive);
  voucher.status = 'NONAKTIF';
  return changed({ message: voucherMessages.deactivated, data: voucher });
};

const remove: Handler<VoucherEndpoints['delete']> = ({ db, params }) => {
  const voucher = find(db, params.id);
  db.voucher = db.voucher.filter((v) => v.id !== voucher.id);
  return changed({ message: voucherMessages.deleted });
};

export const voucherHandlers = { list, get, create, update, deactivate, delete: remove };
