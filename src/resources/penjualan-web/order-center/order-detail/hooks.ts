import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../../../api/errors';
import type { BodyOf } from '../../../../api/endpoint';
import { useImageStorage, type UploadedImage } from '../../../../components/image-uploader';
import { format } from '../../../../i18n/format';
import { useGuardedMutation } from '../../../../providers/queries';
import { penjualanWebContract as contract } from '../../contract';
import { penjualanWebKeys } from '../../shared/hooks';
import { penjualanWebMessages } from '../../shared/messages';
import type { Order } from '../../schemas';

const m = penjualanWebMessages.actions;

/** The fulfilment calls an order screen can make, each with its success text. */
const ACTIONS = {
  ship: { endpoint: contract.ship, success: m.shipped },
  complete: { endpoint: contract.complete, success: m.completed },
  cancel: { endpoint: contract.cancel, success: m.cancelled },
  uploadDeliveryProof: { endpoint: contract.uploadDeliveryProof, success: m.proofUploaded },
  updateWaybill: { endpoint: contract.updateWaybill, success: m.waybillUpdated },
  createBiteshipOrder: { endpoint: contract.createBiteshipOrder, success: m.biteshipCreated },
  testWebhook: { endpoint: contract.testWebhook, success: m.webhookOk },
  refreshTracking: { endpoint: contract.refreshTracking, success: m.trackingRefreshed },
  autoCompleteDelivered: { endpoint: contract.autoCompleteDelivered, success: m.autoCompleted },
  cancelBiteshipOrder: { endpoint: contract.cancelBiteshipOrder, success: m.biteshipCancelled },
} as const;

export type OrderActionName = keyof typeof ACTIONS;
type ActionBody<A extends OrderActionName> = BodyOf<(typeof ACTIONS)[A]['endpoint']>;

export interface OrderActionOptions {
  /**
   * The Order Center words its failures as 'Gagal ship order: {message}' (order spec §8): the template,
   * filled with the server's text or the call's own fallback.
   */
  failureTemplate?: string;
  onDone?: () => void;
}

/** A message the server put in a success answer, if any. */
const serverMessage = (result: unknown): string | undefined =>
  result && typeof result === 'object' && typeof (result as { message?: unknown }).message === 'string' ? (result as { message: string }).message : undefined;

/**
 * One fulfilment action on one order: sent once however fast the clicks come, disabled until it
 * settles, the order and the queue reloaded after success, the server's `error` (else the spec's
 * fallback) shown on failure with the order left as it was.
 */
export const useOrderAction = <A extends OrderActionName>(action: A, order: Pick<Order, 'id'>, { failureTemplate, onDone }: OrderActionOptions = {}) => {
  const notify = useNotify();
  const { endpoint, success } = ACTIONS[action];
  return useGuardedMutation<ActionBody<A> | void, unknown>({
    // `body` is typed per action by ActionBody; the contract's union of endpoints needs the widening.
    mutationFn: (body, call) => call(endpoint as typeof contract.ship, { params: { id: order.id }, ...(body ? { body: body as never } : {}) }),
    invalidates: () => [penjualanWebKeys.all],
    onSuccess: (result) => {
      notify(serverMessage(result) ?? success, { type: 'success' });
      onDone?.();
    },
    onError: (error) => {
      const text = errorMessage(error, endpoint.fallback);
      notify(failureTemplate ? format(failureTemplate, { message: text }) : text, { type: 'error' });
    },
  });
};

/** Order spec §9: the delivery photo is stored in bucket bukti-transfer under bukti_pengiriman/. */
const DELIVERY_PROOF_BUCKET = 'bukti-transfer';
const DELIVERY_PROOF_FOLDER = 'bukti_pengiriman';

/**
 * Free shipping's proof of delivery as one action: the photo uploaded with the backend's upload-file
 * whatever storage is configured (path bukti_pengiriman/<random>.<ext>), then recorded with
 * upload-bukti-pengiriman, which completes the order. Both steps are sent once however fast the clicks
 * come (two uploads would leave a photo no order points to). `progress` is 50 while uploading, 75 while
 * recording, 100 when done, null before and after a failure (the photo is kept for another try).
 */
export const useDeliveryProofUpload = (order: Pick<Order, 'id'>, { onDone }: { onDone?: () => void } = {}) => {
  const notify = useNotify();
  const { uploadImages } = useImageStorage({ backendOnly: true });
  const [progress, setProgress] = useState<number | null>(null);
  const record = useOrderAction('uploadDeliveryProof', order, { onDone });
  const upload = useGuardedMutation<readonly UploadedImage[], boolean>({
    mutationFn: async (photos) => {
      setProgress(50);
      let url: string | undefined;
      try {
        [url] = await uploadImages([...photos], { bucket: DELIVERY_PROOF_BUCKET, folder: DELIVERY_PROOF_FOLDER, naming: 'random' });
      } catch (error) {
        notify(errorMessage(error, penjualanWebMessages.errors.uploadFile), { type: 'error' });
        return false;
      }
      if (!url) {
        notify(penjualanWebMessages.errors.uploadFile, { type: 'error' });
        return false;
      }
      setProgress(75);
      // The record's own failure is told by its action; here it only means no 100%.
      return (await record.runAsync({ bukti_pengiriman_url: url }).catch(() => undefined)) !== undefined;
    },
    onSuccess: (done) => setProgress(done ? 100 : null),
  });
  return { send: upload.run, progress, sending: upload.isPending || record.isPending };
};
