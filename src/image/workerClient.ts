import type { OptimiseJob, OptimiseOutcome, OptimiseRequest, OptimiseResponse } from './protocol';

/** What the client needs of a Worker (a stand-in in tests). */
export interface WorkerLike {
  postMessage(message: OptimiseRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<OptimiseResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<OptimiseResponse>) => void): void;
  removeEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface OptimiserClient {
  run(job: OptimiseJob): Promise<OptimiseOutcome>;
}

/** A stuck decode must not hold the queue forever; the file then goes up unoptimised. */
export const DEFAULT_JOB_TIMEOUT_MS = 30_000;

/**
 * One worker, created on first use and reused; jobs are queued and sent one at a time so a batch of
 * photos does not decode side by side (each full-size bitmap is ~50 MB). A worker that errors or times
 * out is discarded and the next job starts a fresh one.
 */
export const createOptimiserClient = (createWorker: () => WorkerLike, { timeoutMs = DEFAULT_JOB_TIMEOUT_MS } = {}): OptimiserClient => {
  let worker: WorkerLike | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 1;

  const discard = (broken: WorkerLike) => {
    broken.terminate();
    if (worker === broken) worker = null;
  };

  const send = (job: OptimiseJob): Promise<OptimiseOutcome> =>
    new Promise((resolve, reject) => {
      const current = worker ?? createWorker();
      worker = current;
      const id = nextId++;
      const finish = () => {
        clearTimeout(timer);
        current.removeEventListener('message', onMessage);
        current.removeEventListener('error', onError);
      };
      const onMessage = ({ data }: MessageEvent<OptimiseResponse>) => {
        if (data.id !== id) return;
        finish();
        if (data.ok) {
          const { id: _id, ok: _ok, ...outcome } = data;
          resolve(outcome);
        } else {
          reject(new Error(data.reason));
        }
      };
      const onError = () => {
        finish();
        discard(current);
        reject(new Error('Worker optimasi gambar gagal.'));
      };
      const timer = setTimeout(() => {
        finish();
        discard(current);
        reject(new Error('Optimasi gambar melewati batas waktu.'));
      }, timeoutMs);
      current.addEventListener('message', onMessage);
      current.addEventListener('error', onError);
      current.postMessage({ ...job, id });
    });

  return {
    run(job) {
      const result = queue.then(() => send(job));
      queue = result.catch(() => undefined);
      return result;
    },
  };
};
