/**
 * The batch optimiser's processing, apart from React so `npm run bench:image` times the very code the
 * panel runs: checking the picked files, then optimising them one after another with the shared
 * pipeline (`optimiseImage`, its Web Worker), reporting each start and finish.
 */
import { formatBytes } from '../../../domain/image/formatBytes';
import type { ImageProfileName } from '../../../domain/image/profiles';
import { validateImageBytes, validateImageFile } from '../../../domain/image/validateImageFile';
import { readFileHead } from '../../../components/image-uploader/readFileHead';
import { format } from '../../../i18n/format';
import { optimiseImage, type OptimisedImage } from '../../../image/optimiseImage';
import { homeBuilderImageMessages as m } from './messages';
import { BATCH_MAX_BYTES, type RefusedFile } from './rules/batch';

export interface CheckedFiles {
  accepted: File[];
  refused: RefusedFile[];
}

/**
 * The uploaders' checks (an image, JPG/PNG/WEBP by name and by its first bytes) with this tool's own
 * size limit. The bytes are read only once the name, type and size pass.
 */
export const checkBatchFiles = async (files: readonly File[], maxBytes = BATCH_MAX_BYTES): Promise<CheckedFiles> => {
  const messages = { tooLarge: format(m.batchTooLarge, { size: formatBytes(maxBytes) }) };
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  for (const file of files) {
    const reason = validateImageFile(file, { maxBytes, messages }) ?? validateImageBytes(await readFileHead(file), { messages });
    if (reason) refused.push({ name: file.name, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
};

export interface BatchJob {
  id: string;
  file: File;
}

export type Optimise = (file: File, profile: ImageProfileName) => Promise<OptimisedImage>;

export interface BatchCallbacks {
  onStart?: (id: string) => void;
  onDone?: (id: string, result: OptimisedImage) => void;
  /** Stops before the next file (the one in the worker finishes; its result is not reported). */
  signal?: AbortSignal;
  /** The pipeline; a stand-in in unit tests. */
  optimise?: Optimise;
}

/**
 * Optimises the files one at a time, in order: the shared worker takes one job at a time anyway, and
 * side by side every 12-megapixel photo would hold its ~50 MB bitmap at once. `optimiseImage` never
 * rejects (a failure gives the original back), so one bad file never stops the batch.
 */
export const optimiseBatch = async (
  jobs: readonly BatchJob[],
  profile: ImageProfileName,
  { onStart, onDone, signal, optimise = optimiseImage }: BatchCallbacks = {},
): Promise<OptimisedImage[]> => {
  const results: OptimisedImage[] = [];
  for (const job of jobs) {
    if (signal?.aborted) break;
    onStart?.(job.id);
    const result = await optimise(job.file, profile);
    if (signal?.aborted) break;
    results.push(result);
    onDone?.(job.id, result);
  }
  return results;
};
