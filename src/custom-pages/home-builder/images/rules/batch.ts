/**
 * The batch optimiser's state and sums, pure: the list of files (waiting, being optimised, done), the
 * overall progress, the total saving and the names inside the ZIP.
 */
import { baseName, fileExtension } from '../../../../domain/image/fileName';
import type { ImageProfileName } from '../../../../domain/image/profiles';
import { savingPercent } from '../../../../domain/image/saving';

/** Originals may be camera photos: the 2 MB upload limit does not apply to this tool. */
export const BATCH_MAX_BYTES = 50 * 1024 * 1024;

export interface BatchResult {
  /** The optimised file, or the original when it could not be made smaller. */
  file: File;
  originalSize: number;
  optimizedSize: number;
  isOptimized: boolean;
  profile: ImageProfileName;
  /** Object URL of `file` for its download link; revoked when the item leaves the list. */
  url: string;
}

export type BatchItem =
  | { id: string; file: File; status: 'waiting' | 'working' }
  | { id: string; file: File; status: 'done'; result: BatchResult };

export interface RefusedFile {
  name: string;
  reason: string;
}

export interface BatchState {
  items: BatchItem[];
  /** The files of the last pick that were refused, with their reason. */
  refused: RefusedFile[];
}

export type BatchAction =
  | { type: 'picked'; items: ReadonlyArray<{ id: string; file: File }>; refused: RefusedFile[] }
  | { type: 'started'; id: string }
  | { type: 'finished'; id: string; result: BatchResult }
  | { type: 'removed'; id: string }
  | { type: 'cleared' };

export const emptyBatch: BatchState = { items: [], refused: [] };

export const batchReducer = (state: BatchState, action: BatchAction): BatchState => {
  switch (action.type) {
    case 'picked':
      return { items: [...state.items, ...action.items.map(({ id, file }) => ({ id, file, status: 'waiting' as const }))], refused: action.refused };
    case 'started':
      return { ...state, items: state.items.map((item) => (item.id === action.id && item.status === 'waiting' ? { ...item, status: 'working' } : item)) };
    case 'finished':
      return { ...state, items: state.items.map((item) => (item.id === action.id ? { id: item.id, file: item.file, status: 'done', result: action.result } : item)) };
    case 'removed':
      return { ...state, items: state.items.filter((item) => item.id !== action.id) };
    case 'cleared':
      return emptyBatch;
  }
};

export const waitingItems = (items: readonly BatchItem[]) => items.filter((item) => item.status === 'waiting');

export const doneResults = (items: readonly BatchItem[]): BatchResult[] => items.flatMap((item) => (item.status === 'done' ? [item.result] : []));

export interface BatchProgress {
  done: number;
  total: number;
  /** Whole percent, 0 for an empty list. */
  percent: number;
}

export const batchProgress = (items: readonly BatchItem[]): BatchProgress => {
  const done = items.filter((item) => item.status === 'done').length;
  return { done, total: items.length, percent: items.length ? Math.round((done / items.length) * 100) : 0 };
};

export interface BatchSummary {
  originalSize: number;
  optimizedSize: number;
  percent: number;
}

/** What the finished files weigh together before and after (a file kept as it was counts on both sides). */
export const batchSummary = (results: readonly BatchResult[]): BatchSummary => {
  const originalSize = results.reduce((sum, result) => sum + result.originalSize, 0);
  const optimizedSize = results.reduce((sum, result) => sum + result.optimizedSize, 0);
  return { originalSize, optimizedSize, percent: savingPercent(originalSize, optimizedSize) };
};

/**
 * Names inside the ZIP, unique: `foto.jpg` and `foto.png` both become `foto.webp`, and a ZIP with two
 * entries of one name loses one when unpacked; later ones get ` (2)`, ` (3)`, ... before the extension.
 */
export const uniqueFileNames = (names: readonly string[]): string[] => {
  const taken = new Set<string>();
  return names.map((name) => {
    const extension = fileExtension(name);
    const stem = baseName(name);
    let candidate = name;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) {
      candidate = extension ? `${stem} (${copy}).${extension}` : `${stem} (${copy})`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
};
