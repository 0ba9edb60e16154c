import { useMediaQuery, type Theme } from '@mui/material';

/**
 * A phone's width (below MUI's `sm`, where react-admin turns the sidebar into a drawer). Read at once
 * (`noSsr`), so a phone never draws the desktop layout first.
 */
export const useIsPhone = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
