import { BITESHIP_FILTER, CHAT_ADMIN_FILTER, GRATIS_ONGKIR_FILTER, findCourier, isBiteshipGroupCourier } from './couriers';
import { detectShippingType, orderCourier, type ShippingFields } from './shippingType';

/** The filter value that shows every order. */
export const ALL_COURIERS_FILTER = 'ALL';

/**
 * Whether an order passes the Order Center's courier filter (order spec §9): all orders for no filter
 * or 'ALL'; the Biteship group for orders whose courier is one of its ten; 'GRATIS_ONGKIR_0' and
 * 'CHAT_ADMIN_0' for orders of that shipping type; any other value names one courier (`JNE`, `jnt`).
 */
export const matchesCourierFilter = (order: ShippingFields, filter: string | null | undefined): boolean => {
  const wanted = filter?.trim() ?? '';
  if (wanted === '' || wanted.toUpperCase() === ALL_COURIERS_FILTER) return true;
  switch (wanted.toUpperCase()) {
    case BITESHIP_FILTER:
      return isBiteshipGroupCourier(orderCourier(order)?.code);
    case GRATIS_ONGKIR_FILTER:
      return detectShippingType(order).type === 'GRATIS_ONGKIR';
    case CHAT_ADMIN_FILTER:
      return detectShippingType(order).type === 'CHAT_ADMIN';
    default: {
      const courier = findCourier(wanted);
      return courier !== null && orderCourier(order)?.code === courier.code;
    }
  }
};
