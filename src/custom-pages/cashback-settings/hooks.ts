import { useQueryClient } from '@tanstack/react-query';
import { queryKeysFor, useApiQuery, useGuardedMutation } from '../../providers/queries';
import { saveCashbackSettings } from './api';
import { cashbackSettingsContract } from './contract';
import type { CashbackSettings } from './schemas';

export const cashbackSettingsKeys = queryKeysFor('cashback-settings');

/** The programme as loaded (null when never set up), and its save; a successful save becomes the loaded value. */
export const useCashbackSettings = () => {
  const queryClient = useQueryClient();
  const query = useApiQuery(cashbackSettingsKeys.of('settings'), cashbackSettingsContract.get);
  const save = useGuardedMutation({
    mutationFn: (settings: CashbackSettings, call) => saveCashbackSettings(call, settings),
    onSuccess: (stored) => queryClient.setQueryData(cashbackSettingsKeys.of('settings'), stored),
  });
  return { query, save };
};
