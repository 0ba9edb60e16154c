import type { Id } from '../../../api/schemas/common';
import { format } from '../../../i18n/format';
import { reviewMessages as m } from '../messages';

export interface BulkDeleteOutcome {
  deleted: Id[];
  /** Each refused review with the text to show for it (the server's, else the spec's fallback). */
  failed: Array<{ id: Id; error: string }>;
}

/**
 * The one notice after a bulk delete: how many went, how many did not and the first refusal's words.
 * Success when all went, a warning when some did, an error when none did.
 */
export const bulkDeleteSummary = ({ deleted, failed }: BulkDeleteOutcome): { type: 'success' | 'warning' | 'error'; text: string } => {
  if (failed.length === 0) return { type: 'success', text: format(m.bulkDeleted, { count: deleted.length }) };
  const error = failed[0]?.error ?? m.deleteFailed;
  if (deleted.length === 0) return { type: 'error', text: format(m.bulkNone, { failed: failed.length, error }) };
  return { type: 'warning', text: format(m.bulkPartly, { deleted: deleted.length, failed: failed.length, error }) };
};
