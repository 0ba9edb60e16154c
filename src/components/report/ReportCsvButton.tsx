import { useMemo } from 'react';
import { ListContextProvider, useList, type RaRecord } from 'react-admin';
import { ExportCsvButton } from '../ExportCsvButton';
import type { CsvColumn } from '../csv';

/** A report's rows as a CSV file: the shared export button over rows already at hand. */
export const ReportCsvButton = <T extends object>({ fileName, columns, rows }: { fileName: string; columns: readonly CsvColumn<T>[]; rows: readonly T[] }) => {
  const records = useMemo(() => rows.map((row, index) => ({ ...row, id: index + 1 })), [rows]);
  const listContext = useList<T & RaRecord>({ data: records });
  return (
    <ListContextProvider value={listContext}>
      <ExportCsvButton<T & RaRecord> fileName={fileName} columns={columns} records={records} />
    </ListContextProvider>
  );
};
