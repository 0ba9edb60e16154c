import type { RaRecord } from 'react-admin';
import { defineResourceEntry } from '../../providers/resourceEntry';
import { reviewContract } from './contract';
import { reviewMessages as m } from './messages';
import type { ReviewInput } from './schemas';

/**
 * The editor builds the spec's payload (rules/form.ts). An update arrives merged over the stored review
 * (react-admin's previousData): only the payload's fields are sent, never the stored id, date or the
 * stored photo objects.
 */
const toPayload = (data: Partial<RaRecord>): ReviewInput => ({
  produkId: data.produkId as ReviewInput['produkId'],
  userName: data.userName as string,
  rating: data.rating as number,
  komentar: data.komentar as string,
  foto: data.foto as string[],
});

export const reviewResource = defineResourceEntry({
  pagination: 'client',
  list: reviewContract.list,
  create: reviewContract.create,
  update: reviewContract.update,
  delete: reviewContract.delete,
  searchFields: ['userName', 'komentar'],
  notFound: m.notFound,
  toPayload,
});
