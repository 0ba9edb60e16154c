import { useState } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { format } from '../../../../i18n/format';
import { formatNumber, formatRupiah } from '../../../../domain/format';
import { BITESHIP_CANCEL_REASONS, BITESHIP_CANCEL_REASON_CODES, biteshipCancelReady, type BiteshipCancelReason } from '../../shared/rules/biteshipCancel';
import { penjualanWebMessages } from '../../shared/messages';
import type { BiteshipCreateBody, Order } from '../../schemas';

const m = penjualanWebMessages.order;
const a = penjualanWebMessages.actions;

/** The detail's full create form (order spec §7): the order's recipient, value and items, as Biteship wants them. */
export const biteshipCreateBody = (order: Order): BiteshipCreateBody => ({
  order_id: order.id,
  customer_name: order.alamat_pengiriman?.penerima || order.nama_penerima,
  customer_phone: order.alamat_pengiriman?.telepon || order.telepon_penerima,
  customer_address: [order.alamat_pengiriman?.jalan || order.alamat_lengkap, order.alamat_pengiriman?.kecamatan, order.alamat_pengiriman?.kota, order.alamat_pengiriman?.provinsi, order.alamat_pengiriman?.kode_pos]
    .filter(Boolean)
    .join(', '),
  total_price: Number(order.total_harga_barang),
  items: order.items.map((item) => ({
    name: [item.judul_produk_induk, item.nama_varian].filter(Boolean).join(' - '),
    quantity: Number(item.qty),
    price: Number(item.harga_satuan_setelah_diskon_item),
    weight: Number(item.berat_gram),
  })),
});

export interface BiteshipCreateDialogProps {
  order: Order;
  open: boolean;
  pending: boolean;
  onSubmit: (body: BiteshipCreateBody) => void;
  onClose: () => void;
}

/** Create Biteship Order from the detail: the full form, reviewed (recipient editable) before it is sent. */
export const BiteshipCreateDialog = ({ order, open, pending, onSubmit, onClose }: BiteshipCreateDialogProps) => {
  const initial = biteshipCreateBody(order);
  const [name, setName] = useState(initial.customer_name ?? '');
  const [phone, setPhone] = useState(initial.customer_phone ?? '');
  const [address, setAddress] = useState(initial.customer_address ?? '');
  const ready = name.trim() !== '' && phone.trim() !== '' && address.trim() !== '';
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="biteship-create-title">
      <DialogTitle id="biteship-create-title">{format(m.createTitle, { code: order.kode_transaksi })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField label={m.customerName} value={name} onChange={(event) => setName(event.target.value)} required error={name.trim() === ''} />
        <TextField label={m.customerPhone} value={phone} onChange={(event) => setPhone(event.target.value)} required error={phone.trim() === ''} />
        <TextField label={m.customerAddress} value={address} onChange={(event) => setAddress(event.target.value)} required multiline minRows={2} error={address.trim() === ''} />
        <Typography variant="body2">
          {m.totalPrice}: <strong>{formatRupiah(initial.total_price)}</strong>
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {(initial.items ?? []).map((item) => (
            <Typography component="li" variant="body2" key={item.name}>
              {item.name} · {m.quantity} {formatNumber(Number(item.quantity))} · {formatRupiah(item.price)} · {formatNumber(Number(item.weight))} g
            </Typography>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {a.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={pending || !ready}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => onSubmit({ ...initial, customer_name: name.trim(), customer_phone: phone.trim(), customer_address: address.trim() })}
        >
          {penjualanWebMessages.center.card.createBiteship}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export interface BiteshipCancelDialogProps {
  code: string;
  open: boolean;
  pending: boolean;
  onSubmit: (body: { reason_code: BiteshipCancelReason; custom_reason?: string }) => void;
  onClose: () => void;
}

/** Cancels the courier order: one of Biteship's reason codes, and a written reason for 'others'. */
export const BiteshipCancelDialog = ({ code, open, pending, onSubmit, onClose }: BiteshipCancelDialogProps) => {
  const [reason, setReason] = useState<BiteshipCancelReason>('change_courier');
  const [custom, setCustom] = useState('');
  const [tried, setTried] = useState(false);
  const ready = biteshipCancelReady(reason, custom);
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="biteship-cancel-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!ready || pending) return;
          onSubmit(reason === 'others' ? { reason_code: reason, custom_reason: custom.trim() } : { reason_code: reason });
        }}
      >
        <DialogTitle id="biteship-cancel-title">{format(m.cancelBiteshipTitle, { code })}</DialogTitle>
        <DialogContent>
          <FormControl>
            <FormLabel id="biteship-reason-label">{m.reasonCode}</FormLabel>
            <RadioGroup aria-labelledby="biteship-reason-label" value={reason} onChange={(event) => setReason(event.target.value as BiteshipCancelReason)}>
              {BITESHIP_CANCEL_REASON_CODES.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={BITESHIP_CANCEL_REASONS[value]} />
              ))}
            </RadioGroup>
          </FormControl>
          {reason === 'others' && (
            <TextField
              fullWidth
              margin="dense"
              label={m.customReason}
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              required
              error={tried && custom.trim() === ''}
              helperText={tried && custom.trim() === '' ? m.customReasonRequired : undefined}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {a.cancel}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {m.cancelBiteship}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
