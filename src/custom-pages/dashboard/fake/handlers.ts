import type { dashboardContract } from '../contract';
import { reply, type Handler } from '../../../fake-api/http';
import { summariseOrders } from './summary';

const summary: Handler<(typeof dashboardContract)['summary']> = ({ db, now }) => reply(summariseOrders(db.penjualanWeb, now));

export const dashboardHandlers = { summary };
