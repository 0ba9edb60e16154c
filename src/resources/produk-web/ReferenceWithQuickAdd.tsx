import AddIcon from '@mui/icons-material/Add';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

/** A reference input with a "+" beside it that opens a quick-add dialog. */
export const ReferenceWithQuickAdd = ({ children, addLabel, onAdd }: { children: ReactNode; addLabel: string; onAdd: () => void }) => (
  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
    <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    <Tooltip title={addLabel}>
      <IconButton aria-label={addLabel} onClick={onAdd} sx={{ mt: 1 }}>
        <AddIcon />
      </IconButton>
    </Tooltip>
  </Box>
);
