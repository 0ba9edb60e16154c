import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';
import { IncompleteMark, recordRupiah } from '../../../../components/IncompleteMark';
import { RetryAlert } from '../../../../components/RetryAlert';
import { formatDateTimeWIB, formatNumber, formatRupiah } from '../../../../domain/format';
import { cashStatusLabel, refundMethodName, refundRecordState } from '../../shared/rules/cashStatus';
import { penjualanWebMessages } from '../../shared/messages';
import { isRefundDone } from '../../shared/rules/refund';
import type { Order, RefundRecord } from '../../schemas';
import { useFixRefundStatuses, useRefundRecords } from './hooks';

const m = penjualanWebMessages.refundRecords;
const r = penjualanWebMessages.refund;

const typeLabel = (type: string): string => (r.typeLabels as Record<string, string>)[type] ?? type;

const RecordRow = ({ record }: { record: RefundRecord }) => {
  const done = isRefundDone(record.status);
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }} data-testid="refund-record">
      <Typography sx={{ fontWeight: 600 }} data-testid="refund-record-amount">
        {recordRupiah(record, record.refundAmount)}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 0.5 }}>
        <IncompleteMark record={record} name={String(record.id)} />
        <Chip size="small" variant="outlined" label={typeLabel(record.refundType)} />
        {/* The state in the words the cash screens and the kas log use; the spec's done / in progress first when not done. */}
        <Chip
          size="small"
          color={done ? 'success' : 'warning'}
          label={done ? cashStatusLabel(refundRecordState(record)) : `${m.inProgress} · ${cashStatusLabel(record.status)}`}
          title={record.status}
          data-testid="refund-record-status"
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {formatDateTimeWIB(record.createdAt)} · {refundMethodName(record.refundMethod)}
      </Typography>
      {record.refundReason && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {record.refundReason}
        </Typography>
      )}
      {record.items && record.items.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {record.items.map((item) => (
            <Typography component="li" variant="body2" key={String(item.penjualanWebDetailId)}>
              {item.nama ?? `#${String(item.penjualanWebDetailId)}`} x {formatNumber(Number(item.qtyToRefund))} · {formatRupiah(item.refundAmountPerItem)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
};

/**
 * The order's refund records from pending cash (order spec §7): SELESAI/COMPLETED reads as done, any
 * other status as in progress, and PROCESSING refunds whose money already left the cash account can be
 * fixed to COMPLETED. The spec's screen shows an empty list when the call fails; this one says so too.
 */
export const RefundRecords = ({ order }: { order: Pick<Order, 'id'> }) => {
  const query = useRefundRecords(order.id);
  const fix = useFixRefundStatuses();
  const records = query.data ?? [];
  const processing = records.some((record) => record.status.trim().toUpperCase() === 'PROCESSING');
  return (
    <Stack spacing={1} data-testid="refund-records">
      <Typography variant="subtitle2" component="h3">
        {m.title}
      </Typography>
      {query.isPending && <Skeleton variant="rounded" height={48} />}
      {query.isError && <RetryAlert severity="warning" error={query.error} fallback={m.loadFailed} onRetry={() => query.refetch()} retrying={query.isFetching} />}
      {!query.isPending && records.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {m.empty}
        </Typography>
      )}
      {records.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {records.map((record) => (
            <RecordRow key={String(record.id)} record={record} />
          ))}
        </Box>
      )}
      {processing && (
        <Alert severity="info">
          <Typography variant="body2">{m.fixHint}</Typography>
          <Button color="inherit" size="small" variant="outlined" startIcon={<BuildIcon />} disabled={fix.isPending} onClick={() => fix.run()} sx={{ mt: 1 }}>
            {m.fix}
          </Button>
        </Alert>
      )}
    </Stack>
  );
};
