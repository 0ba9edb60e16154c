import { PENDING_PARAM } from '../routes';
import { ORDER_CENTER_TABS, type OrderCenterTab } from '../shared/rules/orderCenterTab';

/** The Order Center's filters without React: read from and written to the address. */

export type EntityFilter = 'ALL' | 'CV' | 'PRIBADI';

export interface OrderCenterFilters {
  tab: OrderCenterTab;
  entity: EntityFilter;
  /** A courier group or one courier; '' for all. */
  courier: string;
  showCompleted: boolean;
  stuckOnly: boolean;
  /** Paid orders waiting to be shipped only. */
  readyOnly: boolean;
  /** Orders waiting for the shop ('Belum diproses', the dashboard's pending count): `awaitsShopAction`. */
  pendingOnly: boolean;
}

const isTab = (value: string | null): value is OrderCenterTab => ORDER_CENTER_TABS.includes(value as OrderCenterTab);

/** Reads the Order Center's filters from the address (so a reload or a shared link keeps them). */
export const readOrderCenterFilters = (params: URLSearchParams): OrderCenterFilters => {
  const tab = params.get('tab');
  const entity = params.get('entity');
  return {
    tab: isTab(tab) ? tab : 'all-orders',
    entity: entity === 'CV' || entity === 'PRIBADI' ? entity : 'ALL',
    courier: params.get('courier') ?? '',
    showCompleted: params.get('completed') === '1',
    stuckOnly: params.get('stuck') === '1',
    readyOnly: params.get('ready') === '1',
    pendingOnly: params.get(PENDING_PARAM) === '1',
  };
};

/** The filters as an address's query: defaults are left out, so the plain address is the default view. */
export const orderCenterSearch = (filters: OrderCenterFilters): string => {
  const params = new URLSearchParams();
  if (filters.tab !== 'all-orders') params.set('tab', filters.tab);
  if (filters.entity !== 'ALL') params.set('entity', filters.entity);
  if (filters.courier) params.set('courier', filters.courier);
  if (filters.showCompleted) params.set('completed', '1');
  if (filters.stuckOnly) params.set('stuck', '1');
  if (filters.readyOnly) params.set('ready', '1');
  if (filters.pendingOnly) params.set(PENDING_PARAM, '1');
  const text = params.toString();
  return text ? `?${text}` : '';
};
