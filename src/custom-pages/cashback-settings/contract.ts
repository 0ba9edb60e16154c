import * as z from 'zod/mini';
import { endpoint } from '../../api/endpoint';
import { cashbackSettingsInputSchema, cashbackSettingsRecordSchema, type CashbackSettings } from './schemas';
import { cashbackSettingsMessages as m } from './messages';

/**
 * Settings bare or as `data`; `null` (or an empty body) when the programme was never set up. A save
 * may answer with only a message, which also reads as `null`: the caller keeps what it sent.
 */
const settingsResponse = z.union([
  cashbackSettingsRecordSchema,
  z.object({ data: z.nullable(cashbackSettingsRecordSchema) }),
  z.null(),
  z.object({ message: z.string() }),
]);

const unwrapSettings = (raw: z.output<typeof settingsResponse>): CashbackSettings | null => {
  if (raw === null) return null;
  if ('persen_cashback' in raw) return raw;
  return 'data' in raw ? raw.data : null;
};

export const cashbackSettingsContract = {
  get: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/cashback-settings',
    response: settingsResponse,
    unwrap: unwrapSettings,
  }),
  save: endpoint({
    fallback: m.saveFailed,
    method: 'POST',
    path: '/admin/cashback-settings',
    body: cashbackSettingsInputSchema,
    response: settingsResponse,
    unwrap: unwrapSettings,
  }),
};
