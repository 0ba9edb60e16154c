import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashbackSettings } from '../../api/schemas/cashback';
import { useShopDataProvider } from '../../providers/useShopDataProvider';

const QUERY_KEY = ['cashback-settings'] as const;

/** The programme as loaded, and its save; a successful save becomes the loaded value. */
export const useCashbackSettings = () => {
  const dataProvider = useShopDataProvider();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.getCashbackSettings({ signal }),
    // A failure shows at once with 'Coba Lagi' rather than after silent retries.
    retry: false,
  });
  const save = useMutation({
    mutationFn: (settings: CashbackSettings) => dataProvider.saveCashbackSettings(settings),
    onSuccess: (stored) => queryClient.setQueryData(QUERY_KEY, stored),
  });
  return { query, save };
};
