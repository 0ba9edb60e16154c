import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Form, TextInput, type ValidateForm } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import MuiLink from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { RupiahInput } from '../../../../components/RupiahInput';
import { useIsPhone } from '../../../../components/useIsPhone';
import { fieldErrorText } from '../../../../components/fieldErrorText';
import { formatNumber, formatRupiah } from '../../../../domain/format';
import { isUnreadableNumber, unreadableNumberError } from '../../../../domain/number';
import { format } from '../../../../i18n/format';
import { penjualanWebMessages } from '../../shared/messages';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import {
  autoShippingFee,
  capRefundQty,
  fullRefundErrors,
  fullRefundSubmittable,
  fullRefundTotal,
  itemRefundAmount,
  itemRefundLines,
  itemsToRefund,
  partialRefundErrors,
  quickQuantities,
  readRefundQty,
  refundableRemaining,
  refundedSoFar,
  refundAlert as refundAlertOf,
  refundFieldLimit,
  refundPreset,
  refundTypeFor,
  REFUND_PRESETS,
  type ItemRefundLine,
  type QuickAction,
  type RefundOutcome,
  type RefundPreset,
} from '../../shared/rules/refund';
import { detectShippingType } from '../../shared/rules/shippingType';
import type { Order } from '../../schemas';
import { refundErrorText, useFullRefund, usePartialRefund } from './hooks';

const m = penjualanWebMessages.refund;
const a = penjualanWebMessages.actions;

const PRESET_LABEL: Record<RefundPreset, string> = { FULL_ORDER: m.presetFullOrder, PRODUCTS_ONLY: m.presetProductsOnly, SHIPPING_ONLY: m.presetShippingOnly };

/** A number field's value as the refund rules read it: a typed negative is a negative, not unreadable text. */
const amountOf = (value: unknown, negativeMessage: string): { amount: number | null; error?: string } => {
  if (isUnreadableNumber(value)) return value.problem === 'negative' ? { amount: -1, error: negativeMessage } : { amount: null, error: unreadableNumberError(value) };
  return { amount: typeof value === 'number' ? value : null };
};

interface FullRefundFormValues {
  productRefund: unknown;
  shippingRefund: unknown;
  reason: string;
  adminNotes: string;
}

const EMPTY_FULL: FullRefundFormValues = { productRefund: null, shippingRefund: null, reason: '', adminNotes: '' };

const readFull = (values: FullRefundFormValues) => ({
  product: amountOf(values.productRefund, m.productNegative),
  shipping: amountOf(values.shippingRefund, m.shippingNegative),
});

/** What was paid, refunded before and what is left: the limits every refund works within. */
const RefundLimits = ({ order }: { order: Order }) => (
  <Box>
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.25, m: 0 }} data-testid="refund-limits">
      <Typography component="dt" variant="body2" color="text.secondary">{m.paid}</Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>{formatRupiah(order.total_akhir)}</Typography>
      {refundedSoFar(order) > 0 && (
        <>
          <Typography component="dt" variant="body2" color="text.secondary">{m.alreadyRefunded}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }} data-testid="refund-already">{formatRupiah(refundedSoFar(order))}</Typography>
        </>
      )}
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>{m.remaining}</Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }} data-testid="refund-remaining">{formatRupiah(refundableRemaining(order))}</Typography>
    </Box>
    {/* Beside the list, not in it: a <dl> holds only terms and their values. */}
    {Number(order.biaya_admin) > 0 && (
      <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0, mt: 0.25 }} data-testid="refund-fee-note">
        {format(m.feeNotRefunded, { amount: formatRupiah(order.biaya_admin) })}
      </Typography>
    )}
  </Box>
);

/** A field's maximum: its own limit, or what is left to refund when that is lower. */
const limitHelp = (order: Order, field: 'productRefund' | 'shippingRefund'): string => {
  const limit = refundFieldLimit(order, field);
  const template = limit.byRemaining ? m.remainingHelp : field === 'productRefund' ? m.productRefundHelp : m.shippingRefundHelp;
  return format(template, { amount: formatRupiah(limit.max) });
};

/** Why the submit is disabled (order spec §5: while the total is 0 or less), or null when it is not. */
const disabledSubmitReason = (values: FullRefundFormValues): string | null => {
  const { product, shipping } = readFull(values);
  if (fullRefundSubmittable({ productRefund: product.amount, shippingRefund: shipping.amount })) return null;
  return product.error ?? shipping.error ?? m.totalNotPositive;
};

const SUBMIT_REASON_ID = 'full-refund-submit-reason';

/**
 * What is wrong with an amount is said at its field as it is typed (order spec §5: negatives; and so
 * unreadable text and amounts above their limit), not only after a submit: until the first submit
 * react-hook-form checks nothing by itself, so the field's error is set and cleared here; after it,
 * the form's own re-check on every change keeps it.
 */
const useErrorAsTyped = (source: string, message: string | undefined) => {
  const { setError, clearErrors } = useFormContext();
  const { isSubmitted } = useFormState();
  useEffect(() => {
    if (isSubmitted) return;
    if (message) setError(source, { type: 'asTyped', message });
    else clearErrors(source);
  }, [source, message, isSubmitted, setError, clearErrors]);
};

/** Each amount's own problem: text that does not read, a negative, or more than its limit. */
const fullFieldErrors = (order: Order, values: FullRefundFormValues) => {
  const { product, shipping } = readFull(values);
  const limits = fullRefundErrors(order, { productRefund: product.amount, shippingRefund: shipping.amount, reason: 'x' });
  return { productRefund: product.error ?? limits.productRefund, shippingRefund: shipping.error ?? limits.shippingRefund };
};

const FullRefundFields = ({ order, pending, error }: { order: Order; pending: boolean; error: string | null }) => {
  const { setValue } = useFormContext<FullRefundFormValues>();
  const values = useWatch<FullRefundFormValues>() as FullRefundFormValues;
  const { errors, isSubmitted } = useFormState();
  const { product, shipping } = readFull(values);
  const fieldErrors = fullFieldErrors(order, values);
  useErrorAsTyped('productRefund', fieldErrors.productRefund);
  useErrorAsTyped('shippingRefund', fieldErrors.shippingRefund);
  const total = fullRefundTotal({ productRefund: product.amount, shippingRefund: shipping.amount });
  const totalError = isSubmitted ? fieldErrorText(errors.total) : undefined;
  // The type says what a refund that can be sent would be; a total above what is left is no refund.
  const within = total > 0 && total <= refundableRemaining(order);
  const submitReason = pending || totalError ? null : disabledSubmitReason(values);
  const fill = (preset: RefundPreset) => {
    const split = refundPreset(order, preset);
    setValue('productRefund', split.productRefund, { shouldDirty: true, shouldValidate: isSubmitted });
    setValue('shippingRefund', split.shippingRefund, { shouldDirty: true, shouldValidate: isSubmitted });
  };
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <RefundLimits order={order} />
      <Box>
        <Typography variant="body2" color="text.secondary" id="refund-presets-label" sx={{ mb: 0.5 }}>
          {m.presets}
        </Typography>
        <Stack direction="row" role="group" aria-labelledby="refund-presets-label" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {REFUND_PRESETS.map((preset) => (
            <Button key={preset} size="small" variant="outlined" disabled={pending} onClick={() => fill(preset)}>
              {PRESET_LABEL[preset]}
            </Button>
          ))}
        </Stack>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <RupiahInput source="productRefund" label={m.productRefund} helperText={limitHelp(order, 'productRefund')} disabled={pending} fullWidth />
        <RupiahInput source="shippingRefund" label={m.shippingRefund} helperText={limitHelp(order, 'shippingRefund')} disabled={pending} fullWidth />
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="p" data-testid="refund-total">
          {m.total}: {formatRupiah(Math.max(0, total))}
        </Typography>
        {within && <Chip size="small" label={m.typeLabels[refundTypeFor(order, total)]} data-testid="refund-type" />}
      </Stack>
      {totalError && (
        <Alert severity="error" data-testid="refund-total-error">
          {totalError}
        </Alert>
      )}
      {submitReason && (
        <Typography variant="body2" color="text.secondary" id={SUBMIT_REASON_ID} data-testid="refund-submit-reason">
          {submitReason}
        </Typography>
      )}
      <TextInput source="reason" label={m.reason} multiline minRows={2} fullWidth disabled={pending} isRequired slotProps={{ htmlInput: { maxLength: 500 } }} />
      <TextInput source="adminNotes" label={m.adminNotes} multiline minRows={1} fullWidth disabled={pending} slotProps={{ htmlInput: { maxLength: 500 } }} />
      <Typography variant="body2" color="text.secondary">
        {m.method}
      </Typography>
      {error && (
        <Alert severity="error" data-testid="refund-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
};

const FullRefundSubmit = ({ pending }: { pending: boolean }) => {
  const values = useWatch<FullRefundFormValues>() as FullRefundFormValues;
  const { errors, isSubmitted } = useFormState();
  const reason = disabledSubmitReason(values);
  // The reason is read out with the button; after a submit the total's own alert says it instead.
  const described = reason !== null && !pending && !(isSubmitted && errors.total);
  return (
    <Button
      type="submit"
      variant="contained"
      color="error"
      disabled={pending || reason !== null}
      aria-describedby={described ? SUBMIT_REASON_ID : undefined}
      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {m.submit}
    </Button>
  );
};

export interface RefundDialogProps {
  order: Order;
  open: boolean;
  onClose: () => void;
  onDone: (outcome: RefundOutcome) => void;
}

/**
 * The full refund form (order spec §5): presets, product and shipping amounts in rupiah, reason and
 * admin notes; checked as typed once submitted, confirmed, then sent once. A failure keeps every field
 * and shows the server's text in the dialog.
 */
export const FullRefundDialog = ({ order, open, onClose, onDone }: RefundDialogProps) => {
  const phone = useIsPhone();
  const [asking, setAsking] = useState<FullRefundFormValues | null>(null);
  const refund = useFullRefund(order, (outcome) => {
    setAsking(null);
    onDone(outcome);
  });
  const [error, setError] = useState<string | null>(null);
  const validate: ValidateForm = (raw) => {
    const values = raw as FullRefundFormValues;
    const { product, shipping } = readFull(values);
    const errors: Record<string, string> = { ...fullRefundErrors(order, { productRefund: product.amount, shippingRefund: shipping.amount, reason: values.reason ?? '' }) };
    if (product.error) errors.productRefund = product.error;
    if (shipping.error) errors.shippingRefund = shipping.error;
    return errors;
  };
  const askedTotal = asking ? fullRefundTotal({ productRefund: readFull(asking).product.amount, shippingRefund: readFull(asking).shipping.amount }) : 0;
  const confirm = () => {
    if (!asking) return;
    const { product, shipping } = readFull(asking);
    setError(null);
    void refund
      .runAsync({ productRefund: product.amount ?? 0, shippingRefund: shipping.amount ?? 0, reason: asking.reason ?? '', adminNotes: asking.adminNotes ?? '' })
      .catch((failure: unknown) => {
        setAsking(null);
        setError(refundErrorText(failure, penjualanWebMessages.errors.refund));
      });
  };
  return (
    <Dialog open={open} onClose={(_event, reason) => (refund.isPending || reason === 'backdropClick' ? undefined : onClose())} fullWidth fullScreen={phone} maxWidth="sm" aria-labelledby="full-refund-title">
      <Form record={EMPTY_FULL} onSubmit={(values: Record<string, unknown>) => setAsking(values as unknown as FullRefundFormValues)} validate={validate} noValidate disableInvalidFormNotification>
        <DialogTitle id="full-refund-title">{format(m.fullTitle, { code: order.kode_transaksi })}</DialogTitle>
        <DialogContent>
          <FullRefundFields order={order} pending={refund.isPending} error={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={refund.isPending}>
            {a.cancel}
          </Button>
          <FullRefundSubmit pending={refund.isPending} />
        </DialogActions>
      </Form>
      <ConfirmDialog
        open={asking !== null}
        title={format(m.confirmTitle, { amount: formatRupiah(askedTotal), code: order.kode_transaksi })}
        content={refundTypeFor(order, askedTotal) === 'FULL' ? m.confirmFull : undefined}
        confirmLabel={m.confirm}
        color="error"
        pending={refund.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Dialog>
  );
};

// ---------------------------------------------------------------------------------------------------

const QuantityField = ({ line, value, text, invalid, disabled, onStep, onType }: { line: ItemRefundLine; value: number; text: string | null; invalid: boolean; disabled: boolean; onStep: (qty: number) => void; onType: (typed: string) => void }) => {
  const label = format(m.refundQtyOf, { name: line.name });
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <IconButton size="small" aria-label={`${label} -1`} disabled={disabled || value <= 0} onClick={() => onStep(value - 1)}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        variant="outlined"
        value={text ?? String(value)}
        error={invalid}
        disabled={disabled || line.max === 0}
        onChange={(event) => onType(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': label, style: { textAlign: 'center', width: 48 } } }}
      />
      <IconButton size="small" aria-label={`${label} +1`} disabled={disabled || value >= line.max} onClick={() => onStep(value + 1)}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
};

interface PartialFormValues {
  reason: string;
  adminNotes: string;
  shippingFee: unknown;
}

/** Keeps the Biteship fee on its estimate until the admin types another; 'Auto' brings the estimate back. */
const ShippingFeeField = ({ fee, auto, onManual, onAuto, disabled }: { fee: number; auto: boolean; onManual: () => void; onAuto: () => void; disabled: boolean }) => {
  const { setValue } = useFormContext<PartialFormValues>();
  useEffect(() => {
    if (auto) setValue('shippingFee', fee);
  }, [auto, fee, setValue]);
  useErrorAsTyped('shippingFee', amountOf(useWatch({ name: 'shippingFee' }), m.shippingFeeNegative).error);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <RupiahInput source="shippingFee" label={m.newShippingFee} helperText={format(m.newShippingFeeHelp, { amount: formatRupiah(fee) })} disabled={disabled} onChange={onManual} fullWidth />
      <Button onClick={onAuto} disabled={disabled || auto} sx={{ mt: 1 }}>
        {m.autoFee}
      </Button>
    </Stack>
  );
};

const PARTIAL_SUBMIT_REASON_ID = 'partial-refund-submit-reason';

/** The submit, disabled with its reason said beside it and read out with it. */
const PartialSubmit = ({ pending, reason }: { pending: boolean; reason: string | null }) => (
  <Button
    type="submit"
    variant="contained"
    color="error"
    disabled={pending || reason !== null}
    aria-describedby={reason !== null && !pending ? PARTIAL_SUBMIT_REASON_ID : undefined}
    startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
  >
    {m.submit}
  </Button>
);

/**
 * The refund by item (order spec §5): a quantity per line, capped at what may still be refunded,
 * quick actions all / half / clear, the amount from unit prices after discount, and for a Biteship order
 * the new shipping fee (estimated, editable, 'Auto' to re-estimate). Confirmed with the spec's question,
 * sent once; a failure keeps every quantity and field.
 */
export const PartialRefundDialog = ({ order, open, onClose, onDone }: RefundDialogProps) => {
  const phone = useIsPhone();
  const lines = useMemo(() => itemRefundLines(order.items), [order.items]);
  const biteship = detectShippingType(order).type === 'BITESHIP';
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  // Each quantity's text as typed, and the refusal of text that is no quantity (kept as typed).
  const [typedText, setTypedText] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [itemsError, setItemsError] = useState<string | null>(null);
  const [feeAuto, setFeeAuto] = useState(true);
  const [asking, setAsking] = useState<PartialFormValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refund = usePartialRefund(order, (outcome) => {
    setAsking(null);
    onDone(outcome);
  });
  const count = itemsToRefund(lines, quantities);
  const amount = itemRefundAmount(lines, quantities);
  const fee = autoShippingFee(order, lines, quantities);

  const accept = (line: ItemRefundLine, qty: number, message: string | null, text?: string) => {
    const key = String(line.id);
    setQuantities((current) => ({ ...current, [key]: qty }));
    setLineErrors((current) => ({ ...current, [key]: message ?? '' }));
    // The text stays as typed ('' while the admin is between two numbers), unless the cap changed it.
    setTypedText(({ [key]: _dropped, ...rest }) => (text === undefined || message ? rest : { ...rest, [key]: text }));
    setRefused(({ [key]: _dropped, ...rest }) => rest);
    setItemsError(null);
  };
  const setQty = (line: ItemRefundLine, typed: number) => {
    const { qty, error: capped } = capRefundQty(line, typed);
    accept(line, qty, capped);
  };
  const typeQty = (line: ItemRefundLine, text: string) => {
    const read = readRefundQty(line, text);
    if (read.ok) {
      accept(line, read.qty, read.error, text);
      return;
    }
    // Refused text chooses nothing on its line until it reads as a quantity.
    const key = String(line.id);
    setQuantities((current) => ({ ...current, [key]: 0 }));
    setTypedText((current) => ({ ...current, [key]: text }));
    setRefused((current) => ({ ...current, [key]: read.error }));
    setLineErrors((current) => ({ ...current, [key]: read.error }));
    setItemsError(null);
  };
  const quick = (action: QuickAction) => {
    setQuantities(quickQuantities(lines, action));
    setLineErrors({});
    setTypedText({});
    setRefused({});
    setItemsError(null);
  };
  // A refused quantity, else nothing chosen: why the submit is disabled.
  const refusal = lines.map((line) => refused[String(line.id)]).find((message) => message !== undefined);
  const submitReason = refusal ?? (count === 0 ? m.noItemChosen : null);
  // Above what is left to refund is said as it is chosen, not only after a submit.
  const overRemaining = amount > refundableRemaining(order) ? format(m.overRemaining, { amount: formatRupiah(refundableRemaining(order)) }) : null;
  const shownItemsError = itemsError ?? overRemaining;
  const shippingFeeOf = (values: PartialFormValues): number | null => {
    if (!biteship) return null;
    const read = amountOf(values.shippingFee, m.shippingFeeNegative);
    return read.amount ?? 0;
  };
  const validate: ValidateForm = (raw) => {
    const values = raw as PartialFormValues;
    const errors: Record<string, string> = {};
    const found = partialRefundErrors(order, lines, { quantities, reason: values.reason ?? '', shippingFee: shippingFeeOf(values) });
    if (found.reason) errors.reason = found.reason;
    if (found.shippingFee) errors.shippingFee = found.shippingFee;
    const feeRead = amountOf(values.shippingFee, m.shippingFeeNegative);
    if (biteship && feeRead.error) errors.shippingFee = feeRead.error;
    return errors;
  };
  const submit = (raw: Record<string, unknown>) => {
    const values = raw as unknown as PartialFormValues;
    const found = partialRefundErrors(order, lines, { quantities, reason: values.reason ?? '', shippingFee: shippingFeeOf(values) });
    const problem = found.items ?? found.total ?? null;
    setItemsError(problem);
    if (problem) return;
    setAsking(values);
  };
  const confirm = () => {
    if (!asking) return;
    setError(null);
    void refund.runAsync({ lines, quantities, reason: asking.reason ?? '', adminNotes: asking.adminNotes ?? '', shippingFee: shippingFeeOf(asking) }).catch((failure: unknown) => {
      setAsking(null);
      setError(refundErrorText(failure, penjualanWebMessages.errors.partialRefund));
    });
  };
  const pending = refund.isPending;

  return (
    <Dialog open={open} onClose={(_event, reason) => (pending || reason === 'backdropClick' ? undefined : onClose())} fullWidth fullScreen={phone} maxWidth="md" aria-labelledby="partial-refund-title">
      <Form record={{ reason: '', adminNotes: '', shippingFee: biteship ? fee : null }} onSubmit={submit} validate={validate} noValidate disableInvalidFormNotification>
        <DialogTitle id="partial-refund-title">{format(m.partialTitle, { code: order.kode_transaksi })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <RefundLimits order={order} />
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              {(['all', 'half', 'clear'] as const).map((action) => (
                <Button key={action} size="small" variant="outlined" disabled={pending} onClick={() => quick(action)}>
                  {action === 'all' ? m.selectAll : action === 'half' ? m.selectHalf : m.clear}
                </Button>
              ))}
              <Typography variant="body2" color="text.secondary" data-testid="refund-count">
                {format(m.itemsChosen, { n: formatNumber(count) })}
              </Typography>
            </Stack>
            {phone ? (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={m.partialRefund}>
                {lines.map((line) => {
                  const qty = quantities[String(line.id)] ?? 0;
                  const lineError = lineErrors[String(line.id)];
                  return (
                    <Box component="li" key={String(line.id)} data-testid={`refund-line-${line.id}`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {line.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {m.colQty} {formatNumber(line.qty)} · {formatRupiah(line.unitPrice)}
                        {line.refunded > 0 ? ` · ${format(m.refundedBefore, { qty: formatNumber(line.refunded) })}` : ''}
                      </Typography>
                      {lineError && (
                        <Typography variant="caption" color="error" component="p" role="alert">
                          {lineError}
                        </Typography>
                      )}
                      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                        <QuantityField line={line} value={qty} text={typedText[String(line.id)] ?? null} invalid={refused[String(line.id)] !== undefined} disabled={pending} onStep={(typed) => setQty(line, typed)} onType={(typed) => typeQty(line, typed)} />
                        <Typography variant="body2">{formatRupiah(line.unitPrice * qty)}</Typography>
                      </Stack>
                    </Box>
                  );
                })}
              </Box>
            ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={m.partialRefund}>
                <TableHead>
                  <TableRow>
                    <TableCell>{m.colItem}</TableCell>
                    <TableCell align="right">{m.colQty}</TableCell>
                    <TableCell align="right">{m.colUnitPrice}</TableCell>
                    <TableCell align="center">{m.colRefundQty}</TableCell>
                    <TableCell align="right">{m.colAmount}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.map((line) => {
                    const qty = quantities[String(line.id)] ?? 0;
                    const lineError = lineErrors[String(line.id)];
                    return (
                      <TableRow key={String(line.id)} data-testid={`refund-line-${line.id}`}>
                        <TableCell sx={{ minWidth: 160 }}>
                          <Typography variant="body2">{line.name}</Typography>
                          {line.refunded > 0 && (
                            <Typography variant="caption" color="text.secondary">
                              {format(m.refundedBefore, { qty: formatNumber(line.refunded) })}
                            </Typography>
                          )}
                          {lineError && (
                            <Typography variant="caption" color="error" component="p" role="alert">
                              {lineError}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell align="right">{formatNumber(line.qty)}</TableCell>
                        <TableCell align="right">{formatRupiah(line.unitPrice)}</TableCell>
                        <TableCell align="center">
                          <QuantityField line={line} value={qty} text={typedText[String(line.id)] ?? null} invalid={refused[String(line.id)] !== undefined} disabled={pending} onStep={(typed) => setQty(line, typed)} onType={(typed) => typeQty(line, typed)} />
                        </TableCell>
                        <TableCell align="right">{formatRupiah(line.unitPrice * qty)}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
            )}
            {shownItemsError && (
              <Alert severity="error" data-testid="refund-items-error">
                {shownItemsError}
              </Alert>
            )}
            <Typography variant="h6" component="p" data-testid="refund-total">
              {m.total}: {formatRupiah(amount)}
            </Typography>
            {submitReason && !pending && (
              <Typography variant="body2" color="text.secondary" id={PARTIAL_SUBMIT_REASON_ID} data-testid="refund-submit-reason">
                {submitReason}
              </Typography>
            )}
            {biteship && <ShippingFeeField fee={fee} auto={feeAuto} onManual={() => setFeeAuto(false)} onAuto={() => setFeeAuto(true)} disabled={pending} />}
            <TextInput source="reason" label={m.reason} multiline minRows={2} fullWidth disabled={pending} isRequired slotProps={{ htmlInput: { maxLength: 500 } }} />
            <TextInput source="adminNotes" label={m.adminNotes} fullWidth disabled={pending} slotProps={{ htmlInput: { maxLength: 500 } }} />
            {error && (
              <Alert severity="error" data-testid="refund-error">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {a.cancel}
          </Button>
          <PartialSubmit pending={pending} reason={submitReason} />
        </DialogActions>
      </Form>
      <ConfirmDialog
        open={asking !== null}
        title={format(m.confirmItems, { n: formatNumber(count) })}
        content={`${m.total}: ${formatRupiah(amount)}`}
        confirmLabel={m.confirm}
        color="error"
        pending={pending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Dialog>
  );
};

/** The success alert (order spec §7), kept open until the admin has read it. */
export const RefundResultDialog = ({ outcome, onClose }: { outcome: RefundOutcome | null; onClose: () => void }) => {
  const alert = outcome ? refundAlertOf(outcome) : null;
  return (
    <Dialog open={outcome !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="refund-result-title">
      <DialogTitle id="refund-result-title">{m.successTitle}</DialogTitle>
      <DialogContent>
        {alert && (
          <Alert severity={alert.severity} icon={false} data-testid="refund-result">
            {alert.lines.map((line, index) => (
              <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            ))}
            {alert.link && (
              <MuiLink component={RouterLink} to={alert.link.to} variant="body2" sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }} data-testid="refund-result-link">
                {alert.link.label}
              </MuiLink>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {m.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

