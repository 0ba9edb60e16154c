import type { ReactNode } from 'react';
import { Box, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { Title } from 'react-admin';

/**
 * A page's padding and the room between its parts (header, cards, lists): a page is a grid of its
 * parts, so the header carries no margin of its own and every page spaces it alike. One column that
 * may shrink below its content (`minmax(0, 1fr)`): a wide table scrolls inside its card rather than
 * widening the page, as it did when pages were plain blocks.
 */
export const pageSx = { p: { xs: 1, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0, alignContent: 'start' } as const;

export interface PageHeaderProps {
  /** The page's heading (its only `h1`) and, unless `appBarTitle` says otherwise, the app bar's title. */
  title: ReactNode;
  /** One line under the title: what the page is for. */
  subtitle?: ReactNode;
  /** Buttons beside the title (refresh, export, add); under it on a phone, wrapping when they must. */
  actions?: ReactNode;
  /** A way back: before the title on the same line, above it on a phone. */
  back?: ReactNode;
  /**
   * What the app bar says: the title by default (it must then be text); another text where the heading
   * is a record's code; `false` where the page's app bar title is set elsewhere.
   */
  appBarTitle?: string | false;
  /**
   * Above a react-admin list: the list's toolbar and card follow at the layout's own edge, so the header
   * brings the top room a page's padding gives and none at the sides.
   */
  list?: boolean;
  testId?: string;
  sx?: SxProps<Theme>;
}

/**
 * The one page header: heading, subtitle and actions with the same spacing on every screen. On a phone
 * the title is a size smaller (the app bar repeats it) and the actions move under it, so a long title
 * and three buttons never push the page sideways.
 */
export const PageHeader = ({ title, subtitle, actions, back, appBarTitle, list = false, testId, sx }: PageHeaderProps) => {
  const barTitle = appBarTitle ?? (typeof title === 'string' ? title : false);
  return (
    <Stack
      component="header"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      useFlexGap
      data-testid={testId}
      sx={[
        { justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, minWidth: 0 },
        list ? { pt: { xs: 1, sm: 2 }, pb: { xs: 0.5, sm: 0 } } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {barTitle !== false && <Title title={barTitle} />}
      {/* On a phone the way back takes its own line above the title, so neither is squeezed into a column. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, minWidth: 0 }}>
        {back}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 720 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
      </Stack>
      {actions ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap', alignItems: 'center', alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
};
