import { queryKeysFor, useApiQuery } from '../../providers/queries';
import { dashboardContract } from './contract';

export const dashboardKeys = queryKeysFor('dashboard');

/** The three summary numbers; null when the server has none ('Data ringkasan tidak tersedia.'). */
export const useDashboardSummary = () => useApiQuery(dashboardKeys.of('summary'), dashboardContract.summary);
