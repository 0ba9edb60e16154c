import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, IconButton, Link, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { displayText } from '../../domain/displayText';
import { formatRupiah } from '../../domain/format';
import { format } from '../../i18n/format';
import { OrderStatusChip, penjualanWebRoutes } from '../../resources/penjualan-web/public';
import { ConfirmDialog, PromptDialog } from '../../components/ConfirmDialog';
import { ChatAttachmentLink } from './ChatAttachmentLink';
import { useProofDecision, useProofOrder } from './hooks';
import { chatManagementMessages as m } from './messages';
import { approvalPayload, awaitsDecision, formatChatTime, isPicture, orderProofsByStanding, proofKey, rejectionPayload, type ProofStanding } from './rules';
import type { PendingProof } from './schemas';
import { modeValue } from '../../components/modeValue';

const ProofOrder = ({ proof }: { proof: PendingProof }) => {
  const order = useProofOrder(proof.transaksiId);
  if (proof.transaksiId === null) return <Typography variant="body2" color="text.secondary">{m.proofOrderUnknown}</Typography>;
  if (order.isPending) return <Skeleton variant="rounded" height={56} />;
  if (!order.data) return <Typography variant="body2" color="text.secondary">{m.proofOrderFailed}</Typography>;
  const data = order.data;
  return (
    <>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, alignItems: 'center', '& dt': { color: 'text.secondary', fontSize: 13 }, '& dd': { m: 0, minWidth: 0 } }} data-testid="chat-proof-order">
        <dt>{m.proofOrder}</dt>
        <dd>
          <Link component={RouterLink} to={penjualanWebRoutes.order(data.id)} aria-label={format(m.proofOrderLink, { order: displayText(data.kode_transaksi) })} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="chat-proof-order-link">
            <bdi>{displayText(data.kode_transaksi)}</bdi>
          </Link>
        </dd>
        <dt>{m.proofAmount}</dt>
        <dd>
          <Typography component="span" variant="body2" sx={{ fontWeight: 700 }} data-testid="chat-proof-amount">
            {formatRupiah(data.total_akhir)}
          </Typography>
        </dd>
        <dt>{m.proofPaymentStatus}</dt>
        <dd>
          <OrderStatusChip status={data.status_pembayaran} testId="chat-proof-payment-status" />
        </dd>
      </Box>
      {data.status_pembayaran !== 'MENUNGGU_KONFIRMASI' && (
        <Alert severity="warning" sx={{ py: 0 }} data-testid="chat-proof-conflict">
          {m.proofNotWaiting}
        </Alert>
      )}
    </>
  );
};

const blockedReason = (standing: ProofStanding): string | null =>
  standing === 'approvable' || standing === 'loading' ? null : m.proofBlocked[standing];

/** The proofs a window shows before any scrolling: their pictures load at once, the others when scrolled near. */
const PROOFS_IN_VIEW = 2;

const ProofCard = ({
  proof,
  standing,
  onOpenChat,
  inView,
}: {
  proof: PendingProof;
  standing: ProofStanding;
  onOpenChat: (orderId: string) => void;
  /** Among the first cards: a lazy picture there painted a few frames after the card (the page's largest paint, about 100 ms after the first thread in Chromium). */
  inView: boolean;
}) => {
  const decision = useProofDecision();
  const order = useProofOrder(proof.transaksiId);
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const picture = isPicture(proof.mimeType ?? '', proof.fileUrl);
  const blocked = blockedReason(standing);
  const reasonId = `chat-proof-blocked-${proofKey(proof).replace(':', '-')}`;
  const approveContent = order.data ? format(m.approveConfirmContent, { order: displayText(order.data.kode_transaksi), amount: formatRupiah(order.data.total_akhir) }) : m.approveConfirmUnknown;

  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', ...(blocked ? { bgcolor: 'action.hover' } : {}) }} data-testid="chat-proof" data-standing={standing} data-message-id={String(proof.messageId)} data-order-id={proof.transaksiId === null ? '' : String(proof.transaksiId)}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack spacing={1}>
          {picture ? (
            <Box component="img" src={proof.fileUrl} alt={displayText(proof.fileName)} loading={inView ? 'eager' : 'lazy'} sx={{ width: '100%', maxHeight: 160, objectFit: 'contain', bgcolor: modeValue('grey.100', 'grey.800'), borderRadius: 1 }} />
          ) : (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PictureAsPdfIcon color="error" aria-hidden />
            </Stack>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0 }}>
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 }} data-testid="chat-proof-file">
              <bdi>{displayText(proof.fileName)}</bdi>
            </Typography>
            <ChatAttachmentLink url={proof.fileUrl} label={format(m.openFileLabel, { file: displayText(proof.fileName) })}>
              {m.openFile}
            </ChatAttachmentLink>
          </Stack>
          {(proof.customerName || proof.sentAt) && (
            <Typography variant="caption" color="text.secondary">
              {[proof.customerName ? displayText(proof.customerName) : null, formatChatTime(proof.sentAt)].filter(Boolean).join(' · ')}
            </Typography>
          )}
          {blocked && (
            <Alert severity="info" sx={{ py: 0 }} id={reasonId} data-testid="chat-proof-blocked">
              {blocked}
            </Alert>
          )}
          <ProofOrder proof={proof} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="contained"
              color="success"
              startIcon={<CheckIcon />}
              // The server refuses an order that moved on; the reason is shown above and named here.
              disabled={decision.isPending || blocked !== null}
              onClick={() => setConfirming(true)}
              aria-describedby={blocked ? reasonId : undefined}
              aria-label={format(m.approveLabel, { file: displayText(proof.fileName) })}
              data-testid="chat-proof-approve"
            >
              {m.approve}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<BlockIcon />}
              disabled={decision.isPending}
              onClick={() => setRejecting(true)}
              aria-label={format(m.rejectLabel, { file: displayText(proof.fileName) })}
              data-testid="chat-proof-reject"
            >
              {m.reject}
            </Button>
            {proof.transaksiId !== null && (
              <Button size="small" onClick={() => onOpenChat(String(proof.transaksiId))} data-testid="chat-proof-open-chat">
                {m.proofOpenChat}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={m.approveConfirmTitle}
        content={approveContent}
        confirmLabel={m.approve}
        color="success"
        testId="chat-approve-dialog"
        pending={decision.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          void decision
            .runAsync(approvalPayload(proof))
            .catch(() => undefined)
            .finally(() => setConfirming(false));
        }}
      />
      {rejecting && (
        <PromptDialog
          open
          title={m.rejectTitle}
          label={m.rejectReason}
          helperText={displayText(proof.fileName)}
          required
          requiredMessage={m.rejectReasonRequired}
          confirmLabel={m.reject}
          color="error"
          testId="chat-reject-dialog"
          pending={decision.isPending}
          onClose={() => setRejecting(false)}
          onSubmit={(reason) => {
            const body = rejectionPayload(proof, reason);
            if (!body) return;
            void decision
              .runAsync(body)
              .then((result) => {
                if (result !== undefined) setRejecting(false);
              })
              .catch(() => undefined);
          }}
        />
      )}
    </Card>
  );
};

export interface PaymentProofPanelProps {
  proofs: readonly PendingProof[] | undefined;
  /** Each proof's standing by `proofKey` (`useProofStandings`); a proof missing here is still being read. */
  standings: ReadonlyMap<string, ProofStanding>;
  loading: boolean;
  onClose: () => void;
  onOpenChat: (orderId: string) => void;
}

/**
 * The right panel 'Bukti Pembayaran' (operations spec §2): how many proofs wait, each with its order (code,
 * amount due, payment status, link) to compare before approving or rejecting. A failed load shows
 * nothing new (the spec keeps it silent): the panel keeps what it last had.
 */
export const PaymentProofPanel = ({ proofs, standings, loading, onClose, onOpenChat }: PaymentProofPanelProps) => {
  const standingOf = (proof: PendingProof): ProofStanding => standings.get(proofKey(proof)) ?? 'loading';
  const ordered = proofs ? orderProofsByStanding(proofs, standingOf) : undefined;
  const waiting = ordered ? ordered.filter((proof) => awaitsDecision(standingOf(proof))).length : 0;
  return (
  <Box component="section" aria-labelledby="chat-proofs-title" sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-testid="chat-proofs-panel">
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2" id="chat-proofs-title">
          {m.proofsTitle}
        </Typography>
        {waiting > 0 && (
          <Typography variant="body2" color="warning.dark" sx={{ fontWeight: 600 }} data-testid="chat-proofs-count">
            {format(m.proofsPending, { count: waiting })}
          </Typography>
        )}
      </Box>
      <Tooltip title={m.closeProofs}>
        <IconButton aria-label={m.closeProofs} onClick={onClose} size="small" data-testid="chat-proofs-close">
          <CloseIcon />
        </IconButton>
      </Tooltip>
    </Stack>
    <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 1.5 }}>
      {loading && !proofs ? (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      ) : !ordered ? null : ordered.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }} data-testid="chat-proofs-empty">
          {m.proofsEmpty}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
          {ordered.map((proof, index) => (
            <ProofCard key={proofKey(proof)} proof={proof} standing={standingOf(proof)} onOpenChat={onOpenChat} inView={index < PROOFS_IN_VIEW} />
          ))}
        </Stack>
      )}
    </Box>
  </Box>
);
};
