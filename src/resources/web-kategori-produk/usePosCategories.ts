import { useQuery } from '@tanstack/react-query';
import { useShopDataProvider } from '../../providers/useShopDataProvider';

/** The cashier system's categories (for the link select and the cards' POS names), cached for a while. */
export const usePosCategories = () => {
  const dataProvider = useShopDataProvider();
  return useQuery({
    queryKey: ['kategori-produk', 'list'],
    queryFn: ({ signal }) => dataProvider.getPosCategories({ signal }),
    staleTime: 5 * 60 * 1000,
    // The select offers 'Coba Lagi' itself.
    retry: false,
  });
};
