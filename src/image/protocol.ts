/** Messages between `optimiseImage` (main thread) and the optimiser worker. */

export interface OptimiseJob {
  file: Blob;
  maxWidth: number;
  maxHeight: number;
  quality: number;
  /** Only decode for the natural size (a WebP small enough to upload as it is). */
  measureOnly: boolean;
}

export interface OptimiseRequest extends OptimiseJob {
  id: number;
}

export interface OptimiseOutcome {
  /** The encoded image; null when only measured. */
  blob: Blob | null;
  naturalWidth: number;
  naturalHeight: number;
  width: number;
  height: number;
}

export type OptimiseResponse = ({ id: number; ok: true } & OptimiseOutcome) | { id: number; ok: false; reason: string };
