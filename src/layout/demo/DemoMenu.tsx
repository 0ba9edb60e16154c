import { lazy, Suspense, useState, type ComponentType, type ReactNode, type SyntheticEvent } from 'react';
import { ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import BugReportIcon from '@mui/icons-material/BugReport';
import TheatersIcon from '@mui/icons-material/Theaters';
import DifferenceIcon from '@mui/icons-material/Difference';
import { useSidebarState } from 'react-admin';
import { demoMessages as m } from './messages';
import { ResetDemoMenuItem } from './ResetDemoMenuItem';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

// The dialogs (the contract's endpoint list, the scenario machinery) load on first open, or when the
// pointer or focus reaches their menu entry, never with the sidebar.
const loadFaultPanel = () => import('./FaultPanelDialog');
const loadScenarios = () => import('./ScenarioDialog');
const FaultPanelDialog = lazy(loadFaultPanel);
const ScenarioDialog = lazy(loadScenarios);
const loadDrift = () => import('./DriftDialog');
const DriftDialog = lazy(loadDrift);

const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/** A menu entry opening a lazily loaded dialog, mounted from its first opening on (so it can animate closed). */
const DialogMenuItem = ({ label, icon, load, Dialog }: { label: string; icon: ReactNode; load: () => Promise<unknown>; Dialog: ComponentType<DialogProps> }) => {
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <MenuItem
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onMouseEnter={() => void load()}
        onFocus={() => void load()}
        aria-haspopup="dialog"
        title={sidebarOpen ? undefined : label}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
      {mounted && (
        // The dialog is drawn over the page, but React passes its events up through this menu entry to
        // the sidebar's menu list, whose type-to-select and arrow keys moved focus to a sidebar entry at
        // the first letter typed in a field. Its keys and focus end here; the hidden item holds no text.
        <li hidden onKeyDown={keepInside} onFocus={keepInside}>
          <Suspense fallback={null}>
            <Dialog open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </li>
      )}
    </>
  );
};

/**
 * The sidebar's Demo section, fake mode only (AppMenu loads it lazily and a VITE_API_URL build drops
 * it): reset the demo data, the QA fault panel, the demo scenarios, the backend drift counts. Its entries are direct items of the
 * sidebar's menu, so the arrow keys reach them like the others; the heading is for the eye only.
 */
const DemoMenu = () => {
  const [sidebarOpen] = useSidebarState();
  return (
    <>
      {sidebarOpen && (
        <Typography component="li" aria-hidden variant="overline" sx={{ display: 'block', px: 2, pt: 1, lineHeight: 1.5, fontWeight: 600, color: 'text.secondary' }}>
          {m.section}
        </Typography>
      )}
      <ResetDemoMenuItem />
      <DialogMenuItem label={m.faults.menu} icon={<BugReportIcon fontSize="small" />} load={loadFaultPanel} Dialog={FaultPanelDialog} />
      <DialogMenuItem label={m.scenarios.menu} icon={<TheatersIcon fontSize="small" />} load={loadScenarios} Dialog={ScenarioDialog} />
      <DialogMenuItem label={m.drift.menu} icon={<DifferenceIcon fontSize="small" />} load={loadDrift} Dialog={DriftDialog} />
    </>
  );
};

export default DemoMenu;
