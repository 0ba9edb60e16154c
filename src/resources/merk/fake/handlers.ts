import type { merkContract } from '../contract';
import type { Merk, MerkInput } from '../schemas';
import { cleanMerkFields, firstMerkError } from '../rules';
import type { FakeDb } from '../../../fake-api/db';
import { nextId } from '../../../fake-api/db';
import { changed, FakeHttpError, notFound, parseId, reply, type Handler } from '../../../fake-api/http';
import { indonesianOrder } from '../../../domain/textOrder';

type MerkEndpoints = typeof merkContract;

const find = (db: FakeDb, rawId: string | undefined): Merk => {
  const id = parseId(rawId);
  const merk = db.merk.find((b) => b.id === id);
  if (!merk) throw notFound('Merk');
  return merk;
};

/** The form's rules (their first message wins), then a slug no other brand has. */
const validate = (db: FakeDb, input: MerkInput, ownId?: Merk['id']): MerkInput => {
  const problem = firstMerkError(input);
  if (problem) throw new FakeHttpError(400, problem);
  const { nama, slug } = cleanMerkFields(input);
  if (db.merk.some((b) => b.slug === slug && b.id !== ownId)) {
    throw new FakeHttpError(409, `Slug "${slug}" sudah dipakai merk lain.`);
  }
  return { nama, slug, isActive: input.isActive };
};

const list: Handler<MerkEndpoints['list']> = ({ db }) =>
  reply([...db.merk].sort((a, b) => indonesianOrder(a.nama, b.nama)));

const get: Handler<MerkEndpoints['get']> = ({ db, params }) => reply(find(db, params.id));

const create: Handler<MerkEndpoints['create']> = ({ db, body }) => {
  const merk: Merk = { id: nextId(db.merk), ...validate(db, body) };
  db.merk.push(merk);
  return changed({ message: 'Merk baru berhasil ditambahkan!', data: merk }, 201);
};

const update: Handler<MerkEndpoints['update']> = ({ db, params, body }) => {
  const merk = find(db, params.id);
  Object.assign(merk, validate(db, body, merk.id));
  return changed({ message: 'Merk berhasil diperbarui!', data: merk });
};

const remove: Handler<MerkEndpoints['delete']> = ({ db, params }) => {
  const merk = find(db, params.id);
  db.merk = db.merk.filter((b) => b.id !== merk.id);
  return changed({ message: 'Merk berhasil dihapus.' });
};

export const merkHandlers = { list, get, create, update, delete: remove };
