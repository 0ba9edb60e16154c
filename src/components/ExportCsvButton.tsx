import { useRef, useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCSV, useDataProvider, useListContext, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { errorMessage } from '../api/errors';
import { messages } from '../i18n/messages';
import { toCsv, type CsvColumn } from './csv';

export interface ExportCsvButtonProps<R> {
  /** The file's name without `.csv`. */
  fileName: string;
  columns: readonly CsvColumn<R>[];
  /** Records already at hand (a list built on the client); otherwise the list's own query is paged through. */
  records?: readonly R[];
  /** Reads the records at the click (a list shown a page at a time whose export is all of it); before `records`. */
  load?: () => Promise<readonly R[]>;
  /** Page size when paging through the server's list (a paged endpoint caps it). */
  pageSize?: number;
}

/** At most this many rows go into one file. */
const MAX_ROWS = 10_000;

/**
 * The lists' CSV export: every record the list's search, filters and sort select (not just the page on
 * screen), with Indonesian headings. A list without a total (a full page means more) is read page by
 * page until a short page. Disabled while it runs, so one click is one file.
 */
export const ExportCsvButton = <R extends RaRecord>({ fileName, columns, records, load, pageSize = 100 }: ExportCsvButtonProps<R>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { resource, filterValues, sort, total, isPending } = useListContext<R>();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const collect = async (): Promise<R[]> => {
    if (load) return [...(await load())].slice(0, MAX_ROWS);
    if (records) return [...records];
    const all: R[] = [];
    for (let page = 1; all.length < MAX_ROWS; page += 1) {
      const { data } = await dataProvider.getList<R>(resource, { filter: filterValues, sort, pagination: { page, perPage: pageSize } });
      all.push(...data);
      if (data.length < pageSize || (typeof total === 'number' && all.length >= total)) break;
    }
    return all.slice(0, MAX_ROWS);
  };

  const run = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      downloadCSV(toCsv(await collect(), columns), fileName);
    } catch (error) {
      notify(errorMessage(error, messages.common.exportFailed), { type: 'error' });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const empty = records ? records.length === 0 : total === 0;
  return (
    <Button
      size="small"
      onClick={() => void run()}
      disabled={busy || isPending || empty}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
    >
      {translate('ra.action.export')}
    </Button>
  );
};
