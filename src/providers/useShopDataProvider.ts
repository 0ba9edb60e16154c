import { useDataProvider } from 'react-admin';
import type { ShopDataProvider } from './dataProvider';

/** The dataProvider with its typed custom methods; react-admin still checks every call's auth errors. */
export const useShopDataProvider = () => useDataProvider<ShopDataProvider>();
