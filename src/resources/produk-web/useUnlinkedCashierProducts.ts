import { useQuery } from '@tanstack/react-query';
import type { CashierProduct } from '../../api/schemas/produkWeb';
import { useShopDataProvider } from '../../providers/useShopDataProvider';

/** Cashier products no web product or variant links to yet (GET /admin/produk-web/kasir-belum-terlink). */
export const useUnlinkedCashierProducts = () => {
  const dataProvider = useShopDataProvider();
  return useQuery<CashierProduct[]>({
    queryKey: ['produk-web', 'kasir-belum-terlink'],
    queryFn: ({ signal }) => dataProvider.getUnlinkedCashierProducts({ signal }),
  });
};
