import { useEffect, useSyncExternalStore } from 'react';
import { CENTRE_STORAGE_KEY, notificationCentre, type CentreState, type NotificationCentre } from './store';

/** The page's notification centre and its state, kept in step with other tabs of the back office. */
export const useNotificationCentre = (): { centre: NotificationCentre; state: CentreState } => {
  const centre = notificationCentre();
  const state = useSyncExternalStore(centre.subscribe, centre.getState, centre.getState);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CENTRE_STORAGE_KEY) centre.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [centre]);
  return { centre, state };
};
