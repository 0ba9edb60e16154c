import type { cashbackSettingsContract } from '../contract';
import { firstCashbackError } from '../rules';
import { cashbackSettingsMessages } from '../messages';
import { changed, FakeHttpError, reply, type Handler } from '../../../fake-api/http';

type CashbackEndpoints = typeof cashbackSettingsContract;

const get: Handler<CashbackEndpoints['get']> = ({ db }) => reply(db.cashbackSettings);

/** The whole programme is replaced at once; the rules are checked as the server would (400). */
const save: Handler<CashbackEndpoints['save']> = ({ db, body }) => {
  const problem = firstCashbackError(body);
  if (problem) throw new FakeHttpError(400, problem);
  db.cashbackSettings = {
    persen_cashback: Math.round(body.persen_cashback * 10) / 10,
    maksimal_cashback_per_order: body.maksimal_cashback_per_order,
    aktif: body.aktif,
  };
  return changed({ message: cashbackSettingsMessages.saved, data: db.cashbackSettings });
};

export const cashbackSettingsHandlers = { get, save };
