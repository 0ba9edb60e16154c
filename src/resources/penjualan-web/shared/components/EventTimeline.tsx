import { Box, Typography } from '@mui/material';

export interface TimelineEvent {
  key: string;
  /** The moment, already formatted (Indonesian, WIB). */
  when: string;
  title: string;
  /** Further lines under the title; empty ones are left out. */
  lines?: ReadonlyArray<string | null | undefined>;
}

/**
 * A vertical timeline, newest first: an ordered list, so screen readers hear the events in order and
 * how many there are. Hand-written with MUI (TOOLCHAIN.md: @mui/lab has no stable release for MUI 9).
 */
export const EventTimeline = ({ events, testId }: { events: readonly TimelineEvent[]; testId?: string }) => (
  <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid={testId}>
    {events.map((event, index) => (
      <Box component="li" key={event.key} sx={{ display: 'grid', gridTemplateColumns: '16px 1fr', columnGap: 1.5, pb: index < events.length - 1 ? 2 : 0, position: 'relative' }}>
        <Box aria-hidden sx={{ position: 'relative' }}>
          <Box sx={{ width: 12, height: 12, mt: 0.5, borderRadius: '50%', bgcolor: index === 0 ? 'primary.main' : 'grey.400' }} />
          {index < events.length - 1 && <Box sx={{ position: 'absolute', left: 5, top: 18, bottom: -12, width: 2, bgcolor: 'divider' }} />}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {event.title}
          </Typography>
          {(event.lines ?? []).filter(Boolean).map((line) => (
            <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
          <Typography variant="caption" color="text.secondary">
            {event.when}
          </Typography>
        </Box>
      </Box>
    ))}
  </Box>
);
