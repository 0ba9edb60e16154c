import { useCallback, useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../api/errors';
import type { Id } from '../../api/schemas/common';
import { format } from '../../i18n/format';
import { queryKeysFor, useApiCall, useApiQuery, useGuardedMutation } from '../../providers/queries';
import { penjualanWebContract, penjualanWebKeys } from '../../resources/penjualan-web/public';
import { chatManagementContract } from './contract';
import { chatManagementMessages as m } from './messages';
import { CHAT, proofKey, proofStanding, type ProofStanding } from './rules';
import type { ApprovalInput, AttachmentInput, PendingProof, SendMessageInput } from './schemas';

export const chatManagementKeys = queryKeysFor('chat-management');

/** Operations spec §4: threads, the open conversation and pending proofs are read again every 30 s (not while the tab is hidden). */
const polled = { refetchInterval: CHAT.refreshMs, refetchIntervalInBackground: false } as const;

export const useChatThreads = () => useApiQuery(chatManagementKeys.of('threads'), chatManagementContract.threads, {}, polled);

export const useChatMessages = (orderId: Id | null) =>
  useApiQuery(
    chatManagementKeys.of('messages', String(orderId)),
    chatManagementContract.messages,
    { params: { orderId: orderId ?? '' } },
    { ...polled, enabled: orderId !== null },
  );

/** Operations spec §7: the pending proofs; a failure is silent (the panel keeps what it last had). */
export const usePendingProofs = () => useApiQuery(chatManagementKeys.of('pending-proofs'), chatManagementContract.pendingProofs, {}, polled);

/**
 * The order a proof pays for, read through the orders' own contract (not carried by the pending-proofs
 * answer): the spec's proof item has no amount or status, and the point is to compare the proof with
 * the order as it is now, which the order's own read says best. Shares the order screens' key, so an
 * approval that refreshes the orders refreshes this too.
 */
export const useProofOrder = (orderId: Id | null) =>
  useApiQuery(penjualanWebKeys.detail(orderId ?? ''), penjualanWebContract.get, { params: { id: orderId ?? '' } }, { enabled: orderId !== null, staleTime: 10_000 });

/**
 * Each waiting proof's standing against its order (the same reads as `useProofOrder`, shared by key),
 * so the panel can put what can be approved first and the badge can count what waits for a decision.
 */
export const useProofStandings = (proofs: readonly PendingProof[] | undefined): ReadonlyMap<string, ProofStanding> => {
  const call = useApiCall();
  const list = proofs ?? [];
  const orders = useQueries({
    queries: list.map((proof) => ({
      queryKey: penjualanWebKeys.detail(proof.transaksiId ?? ''),
      queryFn: ({ signal }: { signal: AbortSignal }) => call(penjualanWebContract.get, { params: { id: proof.transaksiId ?? '' }, signal }),
      enabled: proof.transaksiId !== null,
      staleTime: 10_000,
      retry: false,
    })),
  });
  const signature = orders.map((order) => `${order.dataUpdatedAt}:${order.isError ? 'e' : ''}`).join('|');
  return useMemo(
    () => new Map(list.map((proof, index) => [proofKey(proof), proofStanding(proof, orders[index]?.data, orders[index]?.isError ?? false)])),
    // `orders` is a new array every render; its answers change only when the signature does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, signature],
  );
};

/** The spec's notification titles in front of a toast's text (as the notification centre's toasts do). */
export const useChatNotify = () => {
  const notify = useNotify();
  return useCallback(
    (type: 'success' | 'error' | 'info', message: string) => {
      const title = type === 'success' ? m.titleSuccess : type === 'error' ? m.titleError : m.titleInfo;
      notify(format(m.toast, { title, message }), { type });
    },
    [notify],
  );
};

export interface OutgoingMessage {
  orderId: Id;
  /** Already checked (`buildMessageBody`): the text, or the file-only placeholder. */
  content: string;
  file: File | null;
}

/**
 * Sending a message (operations spec §7): the file goes up first (POST /admin/chat/upload, isPaymentProof
 * false), then the message with the uploaded attachment. One guarded mutation for the sequence, so a
 * double click sends one message; a failure leaves the composer as it was (the caller clears it only
 * on success).
 */
export const useSendChatMessage = (onSent: () => void) => {
  const notify = useChatNotify();
  return useGuardedMutation<OutgoingMessage, unknown>({
    mutationFn: async ({ orderId, content, file }, call) => {
      let attachment: AttachmentInput | undefined;
      if (file) {
        const uploaded = await call(chatManagementContract.upload, { body: { file, transaksiId: String(orderId), isPaymentProof: false } });
        attachment = { fileUrl: uploaded.fileUrl, fileName: uploaded.fileName || file.name, fileSize: uploaded.fileSize, mimeType: uploaded.mimeType || file.type, isPaymentProof: false };
      }
      const body: SendMessageInput = { transaksiId: orderId, content, ...(attachment ? { attachment } : {}) };
      return call(chatManagementContract.sendMessage, { body });
    },
    invalidates: ({ orderId }) => [chatManagementKeys.of('messages', String(orderId)), chatManagementKeys.of('threads')],
    onSuccess: () => {
      onSent();
      notify('success', m.sent);
    },
    onError: (error) => notify('error', errorMessage(error, m.sendFailed)),
  });
};

/**
 * Approving or rejecting a proof (operations spec §7): after success the pending proofs and the open
 * conversation reload, and so do the orders (an approval makes one LUNAS) and the threads.
 */
export const useProofDecision = () => {
  const notify = useChatNotify();
  return useGuardedMutation<ApprovalInput, unknown>({
    mutationFn: (body, call) => call(chatManagementContract.approveProof, { body }),
    invalidates: () => [chatManagementKeys.of('pending-proofs'), chatManagementKeys.of('messages'), chatManagementKeys.of('threads'), penjualanWebKeys.all],
    onSuccess: (_result, { approved }) => notify('success', approved ? m.proofApproved : m.proofRejected),
    onError: (error) => notify('error', errorMessage(error, m.approvalFailed)),
  });
};
