import type { SxProps, Theme } from '@mui/material';
import { ACCEPTED_IMAGE_TYPES } from '../../domain/image/limits';

/** The file picker's filter; anything dropped is still checked by `validateImageFile`. */
export const ACCEPT_ATTRIBUTE = Object.entries(ACCEPTED_IMAGE_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

/** The dashed drop zone every image picker shows: highlighted while a drag is over it, dimmed when closed. */
export const dropZoneSx = ({ active, disabled }: { active: boolean; disabled: boolean }): SxProps<Theme> => ({
  border: 2,
  borderStyle: 'dashed',
  borderColor: active ? 'primary.main' : 'divider',
  bgcolor: active ? 'action.hover' : 'background.paper',
  borderRadius: 1,
  px: 2,
  py: 2.5,
  textAlign: 'center',
  cursor: disabled ? 'not-allowed' : 'pointer',
  opacity: disabled ? 0.6 : 1,
  outline: 'none',
  '&:focus-visible': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.light}` },
});
