import type { ReactNode } from 'react';
import { Box, Divider, List, ListItem, Skeleton, Stack } from '@mui/material';
import { RecordContextProvider, useListContext, type RaRecord } from 'react-admin';
import { LongText } from './LongText';
import { displayComposedText } from '../domain/displayText';

export interface CompactListProps<R extends RaRecord> {
  primary: (record: R) => unknown;
  secondary?: (record: R) => ReactNode;
  /** Status chips and the like, under the text. */
  meta?: (record: R) => ReactNode;
  /** The row's actions (edit, delete), in the record's context. */
  actions?: ReactNode;
  testId?: string;
}

/**
 * A list on a phone: one row per record with its name, a line or two under it and its actions, instead
 * of a table wider than the screen (react-admin's SimpleList, with actions and our long-text rules).
 */
/** A line composed of a record's text and the app's ('Budi · Rp10.000'): no override may reverse it, and it is isolated. */
const shownSecondary = (value: ReactNode): ReactNode => (typeof value === 'string' ? <bdi>{displayComposedText(value)}</bdi> : value);

export const CompactList = <R extends RaRecord>({ primary, secondary, meta, actions, testId }: CompactListProps<R>) => {
  const { data, isPending } = useListContext<R>();
  if (isPending) {
    return (
      <Stack spacing={1} sx={{ p: 2 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  return (
    <List disablePadding data-testid={testId}>
      {(data ?? []).map((record, index) => (
        <RecordContextProvider key={record.id} value={record}>
          {index > 0 && <Divider component="li" />}
          <ListItem sx={{ alignItems: 'flex-start', gap: 1, py: 1.25 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <LongText text={primary(record)} sx={{ fontWeight: 600 }} />
              {secondary && <Box sx={{ color: 'text.secondary', typography: 'caption', overflowWrap: 'anywhere' }}>{shownSecondary(secondary(record))}</Box>}
              {meta && <Box sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>{meta(record)}</Box>}
            </Box>
            {actions && <Box sx={{ flexShrink: 0, display: 'flex', alignItems: 'center' }}>{actions}</Box>}
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
};
