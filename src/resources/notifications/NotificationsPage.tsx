import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Tab, Tabs } from '@mui/material';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { notificationsMessages as m } from './messages';
import { readView, TABS, viewSearch, type NotificationsTab } from './rules';
import type { SendKind } from './schemas';
import { NotificationsSendTab } from './NotificationsSendTab';
import { NotificationsStatsTab } from './NotificationsStatsTab';
import { NotificationsHistoryTab } from './NotificationsHistoryTab';

/** The tab and form on screen, kept in the address; each change replaces the history entry's query. */
const useView = () => {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const update = useCallback(
    (change: { tab?: NotificationsTab; kind?: SendKind }) => setParams((current) => new URLSearchParams(viewSearch({ ...readView(current), ...change })), { replace: true }),
    [setParams],
  );
  return { view, update };
};

const tabId = (tab: NotificationsTab) => `notifications-tab-${tab}`;
const panelId = (tab: NotificationsTab) => `notifications-panel-${tab}`;

/**
 * The notification manager (operations spec §2, /admin/notifications): Send Notifications (a form per
 * type), Statistics (total, unread, today, count by type) and History (sent notifications, delete, CSV).
 */
export const NotificationsPage = () => {
  const { view, update } = useView();
  return (
    <Box sx={pageSx} data-testid="notifications-page">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <Tabs
        value={view.tab}
        onChange={(_, tab: NotificationsTab) => update({ tab })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={m.title}
        sx={{ borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
      >
        {TABS.map((tab) => (
          <Tab key={tab} value={tab} label={m.tabs[tab]} id={tabId(tab)} aria-controls={panelId(tab)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(view.tab)} aria-labelledby={tabId(view.tab)} sx={{ minWidth: 0 }}>
        {view.tab === 'send' && <NotificationsSendTab kind={view.kind} onKind={(kind) => update({ kind })} />}
        {view.tab === 'stats' && <NotificationsStatsTab />}
        {view.tab === 'history' && <NotificationsHistoryTab />}
      </Box>
    </Box>
  );
};
