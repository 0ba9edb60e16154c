import type { TypedCall } from '../../providers/queries';
import { cashbackSettingsContract } from './contract';
import type { CashbackSettings } from './schemas';

/** Saves the whole programme; resolves to what the server stored, or what was sent when it echoes only a message. */
export const saveCashbackSettings = async (call: TypedCall, settings: CashbackSettings): Promise<CashbackSettings> =>
  (await call(cashbackSettingsContract.save, { body: settings })) ?? settings;
