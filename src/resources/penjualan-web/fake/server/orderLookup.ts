import type { AnyEndpoint } from '../../../../api/endpoint';
import type { FakeDb } from '../../../../fake-api/db';
import { changed, FakeHttpError, parseId, type HandlerContext } from '../../../../fake-api/http';
import type { Order } from '../../schemas';
import { orderServerMessages as m } from './serverMessages';
import type { StepContext } from './transitions';

/** The order of an id (from the path or a body); 404 with the spec's text when there is none (400 for an id that is not one). */
export const findOrder = (db: FakeDb, rawId: string | number | undefined): Order => {
  const id = parseId(rawId === undefined ? undefined : String(rawId));
  const order = db.penjualanWeb.find((o) => o.id === id);
  if (!order) throw new FakeHttpError(404, m.notFound);
  return order;
};

export const stepContext = <E extends AnyEndpoint>({ now, session }: HandlerContext<E>): StepContext => ({ now, by: session?.email ?? null });

/** A mutation's answer: what happened and the order as it now is. */
export const done = (message: string, order: Order, extra: Record<string, unknown> = {}) => changed({ success: true, message, data: order, ...extra });
