import { useState } from 'react';
import {
  Box,
  Chip,
  Link,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LongText } from '../../components/LongText';
import { IncompleteMark, recordRupiah } from '../../components/IncompleteMark';
import { formatDateTimeWIB, formatRupiah } from '../../domain/format';
import { format } from '../../i18n/format';
import { penjualanWebRoutes } from '../../resources/penjualan-web/public';
import { transactionLogsMessages as m } from './messages';
import { cashStatusLabel } from '../../resources/penjualan-web/public';
import { disbursedAt, flowSign, KAS_YELLOW, kasStatusColor, paymentMethodName, type KasLogRow } from './rules';
import { useIsPhone } from '../../components/useIsPhone';

export const PAGE_SIZES = [25, 50, 100] as const;

/** The status chip in the colour of operations spec §4 (COMPLETED green, PENDING yellow, CASHED_OUT blue, else grey). */
export const KasStatusChip = ({ status }: { status: string | null | undefined }) => {
  const color = kasStatusColor(status);
  return (
    <Chip
      size="small"
      label={cashStatusLabel(status)}
      title={status ?? undefined}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      sx={color === 'warning' ? { bgcolor: KAS_YELLOW.fill, color: KAS_YELLOW.text } : undefined}
      data-testid="kas-log-status"
    />
  );
};

/** The code, linking to its order when the entry names one (ours: the spec's entry has the code only). */
const TransactionCode = ({ row }: { row: KasLogRow }) => {
  const code = row.kodeTransaksi || (row._incomplete ? String(row.id) : '-');
  // An entry the server sent unreadable: listed by what identifies it, marked, its raw fields one click away.
  const mark = row._incomplete && (
    <Box>
      <IncompleteMark record={row} name={code} />
    </Box>
  );
  if (row.orderId === undefined || row.orderId === null) {
    return (
      <>
        <LongText text={code} sx={{ fontWeight: 600 }} testId="kas-log-code" />
        {mark}
      </>
    );
  }
  return (
    <>
      <Link
        component={RouterLink}
        to={penjualanWebRoutes.order(row.orderId)}
        aria-label={format(m.openOrder, { code })}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere', typography: 'body2' }}
        data-testid="kas-log-code"
      >
        {code}
      </Link>
      {mark}
    </>
  );
};

const methodName = (row: KasLogRow) => (row.metodePembayaran ? paymentMethodName(row.metodePembayaran) : '-');

const TypeFlowChips = ({ row }: { row: KasLogRow }) => (
  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
    <Chip size="small" variant="outlined" label={m.types[row.type]} data-testid="kas-log-type" />
    <Chip size="small" label={m.flows[row.flow]} color={row.flow === 'MASUK' ? 'success' : 'error'} data-testid="kas-log-flow" />
  </Stack>
);

const Amount = ({ row, align = 'right' }: { row: KasLogRow; align?: 'left' | 'right' }) => (
  <Box sx={{ textAlign: align }}>
    <Typography
      variant="body2"
      sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: row.flow === 'MASUK' ? 'success.dark' : 'error.dark' }}
      data-testid="kas-log-amount"
    >
      {row._incomplete ? recordRupiah(row, row.amount) : `${flowSign(row.flow)}${formatRupiah(row.amount)}`}
    </Typography>
    {row.fee > 0 && !row._incomplete && (
      // A block of its own that may wrap: on one unbreakable line it ran out of its cell into the next column.
      <Typography variant="caption" color="text.secondary" component="div" data-testid="kas-log-fee">
        {format(m.adminFee, { amount: formatRupiah(row.fee) })}
      </Typography>
    )}
  </Box>
);

const Dates = ({ row }: { row: KasLogRow }) => {
  const disbursed = disbursedAt(row);
  return (
    <>
      <Typography variant="body2">{formatDateTimeWIB(row.tanggal) || '-'}</Typography>
      {disbursed && (
        <Typography variant="caption" color="text.secondary" component="div" data-testid="kas-log-cairkan">
          {m.cairkan} {formatDateTimeWIB(disbursed)}
        </Typography>
      )}
    </>
  );
};

const KasEntity = ({ row }: { row: KasLogRow }) => (
  <>
    <LongText text={row.namaKas || '-'} lines={2} />
    <LongText text={row.entitasName || '-'} lines={2} color="text.secondary" variant="caption" />
  </>
);

const Note = ({ row }: { row: KasLogRow }) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
    <KasStatusChip status={row.status} />
    {row.keterangan && <LongText text={row.keterangan} lines={2} variant="caption" color="text.secondary" testId="kas-log-note" />}
  </Stack>
);

/** On a phone: one card per entry, nothing wider than the screen. */
const PhoneRows = ({ rows }: { rows: readonly KasLogRow[] }) => (
  <List disablePadding data-testid="kas-log-table">
    {rows.map((row, index) => (
      <ListItem key={String(row.id)} divider={index < rows.length - 1} sx={{ px: 0, display: 'block' }} data-testid="kas-log-row">
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <TransactionCode row={row} />
            <Typography variant="caption" color="text.secondary" component="div">
              {methodName(row)}
            </Typography>
          </Box>
          <Amount row={row} />
        </Stack>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          <TypeFlowChips row={row} />
          <KasStatusChip status={row.status} />
        </Stack>
        <Box sx={{ mt: 0.5, minWidth: 0 }}>
          <LongText text={[row.namaKas, row.entitasName].filter(Boolean).join(' · ') || '-'} lines={2} variant="caption" />
          <Dates row={row} />
          {row.keterangan && <LongText text={row.keterangan} lines={2} variant="caption" color="text.secondary" testId="kas-log-note" />}
        </Box>
      </ListItem>
    ))}
  </List>
);

const DesktopRows = ({ rows }: { rows: readonly KasLogRow[] }) => (
  <TableContainer>
    <Table size="small" data-testid="kas-log-table" sx={{ tableLayout: 'fixed', minWidth: 900, '& th, & td': { px: 1 } }}>
      <TableHead>
        <TableRow>
          {/* Type & Flow and Amount are sized for their longest chip ('Refund Lainnya') and amount; the note
              gives the room up, as it is clamped with the whole text on hover anyway. */}
          <TableCell sx={{ width: '16%' }}>{m.columns.transaction}</TableCell>
          <TableCell sx={{ width: '14%' }}>{m.columns.typeFlow}</TableCell>
          <TableCell align="right" sx={{ width: '14%' }}>
            {m.columns.amount}
          </TableCell>
          <TableCell sx={{ width: '15%' }}>{m.columns.kasEntity}</TableCell>
          <TableCell sx={{ width: '22%' }}>{m.columns.date}</TableCell>
          <TableCell sx={{ width: '19%' }}>{m.columns.statusNote}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={String(row.id)} data-testid="kas-log-row" sx={{ verticalAlign: 'top' }}>
            <TableCell>
              <TransactionCode row={row} />
              <Typography variant="caption" color="text.secondary" component="div" data-testid="kas-log-method">
                {methodName(row)}
              </Typography>
            </TableCell>
            <TableCell>
              <TypeFlowChips row={row} />
            </TableCell>
            <TableCell align="right">
              <Amount row={row} />
            </TableCell>
            <TableCell>
              <KasEntity row={row} />
            </TableCell>
            <TableCell>
              <Dates row={row} />
            </TableCell>
            <TableCell>
              <Note row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

/**
 * 'Kas Transaction History' (operations spec §2): the six columns on a wide screen, a card per entry on a phone
 * (the table scrolls inside itself in between), a page at a time.
 */
export const TransactionLogsTable = ({ rows }: { rows: readonly KasLogRow[] }) => {
  const translate = useTranslate();
  const phone = useIsPhone();
  const [paging, setPaging] = useState<{ rows: readonly KasLogRow[]; page: number; perPage: number }>({ rows, page: 0, perPage: PAGE_SIZES[0] });
  // Other rows (a filter, a reload) start again at the first page.
  const page = paging.rows === rows ? paging.page : 0;
  const shown = rows.slice(page * paging.perPage, (page + 1) * paging.perPage);
  return (
    <>
      {phone ? <PhoneRows rows={shown} /> : <DesktopRows rows={shown} />}
      {rows.length > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={paging.perPage}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, next) => setPaging({ rows, page: next, perPage: paging.perPage })}
          onRowsPerPageChange={(event) => setPaging({ rows, page: 0, perPage: Number(event.target.value) })}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
          slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
          sx={{ overflowX: 'auto' }}
          data-testid="kas-log-pagination"
        />
      )}
    </>
  );
};
