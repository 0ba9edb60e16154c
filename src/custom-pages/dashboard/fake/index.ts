import { defineFakeArea } from '../../../fake-api/area';
import { dashboardContract } from '../contract';
import { dashboardHandlers } from './handlers';

export default defineFakeArea({ name: 'dashboard', contract: dashboardContract, handlers: dashboardHandlers });
