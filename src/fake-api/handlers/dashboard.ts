import type { Contract } from '../../api/contract';
import { reply, type Handler } from '../http';
import { summariseOrders } from '../rules/dashboardSummary';

const summary: Handler<Contract['dashboard']['summary']> = ({ db, now }) => reply(summariseOrders(db.orders, now));

export const dashboardHandlers = { summary };
