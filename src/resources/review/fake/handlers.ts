import { cleanLine, cleanMultiline } from '../../../domain/validation';
import { format } from '../../../i18n/format';
import { nextId, type FakeDb } from '../../../fake-api/db';
import { changed, FakeHttpError, notFound, parseId, reply, type Handler } from '../../../fake-api/http';
import { isStorablePhotoUrl } from '../../../fake-api/photoUrl';
import type { reviewContract } from '../contract';
import { reviewMessages as m } from '../messages';
import { firstReviewInputProblem } from '../rules/form';
import { cleanPhotoUrls } from '../rules/photos';
import type { ReviewInput } from '../schemas';
import type { ReviewRecord } from './seed';

type Endpoints = typeof reviewContract;

const find = (db: FakeDb, rawId: string | undefined): ReviewRecord => {
  const id = parseId(rawId);
  const review = db.review.find((r) => r.id === id);
  if (!review) throw notFound('Review');
  return review;
};

/** The form's rules (their first message wins), then what only the server knows: the product and the photos. */
const validate = (db: FakeDb, input: ReviewInput): Omit<ReviewRecord, 'id' | 'createdAt'> => {
  const problem = firstReviewInputProblem(input);
  if (problem) throw new FakeHttpError(400, problem);
  const product = db.produkWeb.find((p) => String(p.id) === String(input.produkId));
  if (!product) throw new FakeHttpError(400, m.productNotFound);
  const urls = cleanPhotoUrls(input.foto);
  urls.forEach((url, index) => {
    if (!isStorablePhotoUrl(url)) throw new FakeHttpError(400, format(m.photoInvalid, { index: index + 1 }));
  });
  return {
    produkWebId: product.id,
    userName: cleanLine(input.userName),
    rating: input.rating,
    komentar: cleanMultiline(input.komentar),
    foto: urls.map((url) => ({ url })),
  };
};

/** Newest first, as the review manager lists them. */
const list: Handler<Endpoints['list']> = ({ db }) => reply([...db.review].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id));

const create: Handler<Endpoints['create']> = ({ db, body, now }) => {
  const review: ReviewRecord = { id: nextId(db.review), ...validate(db, body), createdAt: now.toISOString() };
  db.review.push(review);
  return changed({ message: m.created, data: review }, 201);
};

const update: Handler<Endpoints['update']> = ({ db, params, body }) => {
  const review = find(db, params.id);
  Object.assign(review, validate(db, body));
  return changed({ message: m.updated, data: review });
};

const remove: Handler<Endpoints['delete']> = ({ db, params }) => {
  const review = find(db, params.id);
  db.review = db.review.filter((r) => r.id !== review.id);
  return changed({ message: m.deleted });
};

export const reviewHandlers = { list, create, update, delete: remove };
