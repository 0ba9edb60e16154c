import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OptimiseRequest, OptimiseResponse } from '@/image/protocol';
import { createOptimiserClient, type WorkerLike } from '@/image/workerClient';

type MessageListener = (event: MessageEvent<OptimiseResponse>) => void;
type ErrorListener = (event: Event) => void;

/** A worker stand-in: records requests; the test answers them. */
class FakeWorker implements WorkerLike {
  requests: OptimiseRequest[] = [];
  terminated = false;
  private messageListeners = new Set<MessageListener>();
  private errorListeners = new Set<ErrorListener>();

  postMessage(message: OptimiseRequest) {
    this.requests.push(message);
  }
  addEventListener(type: 'message', listener: MessageListener): void;
  addEventListener(type: 'error', listener: ErrorListener): void;
  addEventListener(type: 'message' | 'error', listener: MessageListener | ErrorListener) {
    if (type === 'message') this.messageListeners.add(listener as MessageListener);
    else this.errorListeners.add(listener as ErrorListener);
  }
  removeEventListener(type: 'message', listener: MessageListener): void;
  removeEventListener(type: 'error', listener: ErrorListener): void;
  removeEventListener(type: 'message' | 'error', listener: MessageListener | ErrorListener) {
    if (type === 'message') this.messageListeners.delete(listener as MessageListener);
    else this.errorListeners.delete(listener as ErrorListener);
  }
  terminate() {
    this.terminated = true;
  }
  answer(response: OptimiseResponse) {
    for (const listener of [...this.messageListeners]) listener(new MessageEvent('message', { data: response }));
  }
  fail() {
    for (const listener of [...this.errorListeners]) listener(new Event('error'));
  }
  listenerCount() {
    return this.messageListeners.size + this.errorListeners.size;
  }
}

const job = { file: new Blob(['x']), maxWidth: 800, maxHeight: 800, quality: 0.8, measureOnly: false };
const done = (id: number) => ({ id, ok: true as const, blob: new Blob(['y'], { type: 'image/webp' }), naturalWidth: 10, naturalHeight: 10, width: 10, height: 10 });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('createOptimiserClient', () => {
  it('creates one worker and reuses it for every job', async () => {
    const workers: FakeWorker[] = [];
    const client = createOptimiserClient(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    });
    const first = client.run(job);
    await flush();
    workers[0]?.answer(done(workers[0].requests[0]!.id));
    await first;
    const second = client.run(job);
    await flush();
    workers[0]?.answer(done(workers[0].requests[1]!.id));
    await second;
    expect(workers).toHaveLength(1);
    expect(workers[0]?.requests).toHaveLength(2);
  });

  it('queues jobs: the second is sent only after the first is answered', async () => {
    const worker = new FakeWorker();
    const client = createOptimiserClient(() => worker);
    const first = client.run(job);
    const second = client.run(job);
    await flush();
    expect(worker.requests).toHaveLength(1);
    worker.answer(done(worker.requests[0]!.id));
    await first;
    await flush();
    expect(worker.requests).toHaveLength(2);
    worker.answer(done(worker.requests[1]!.id));
    await expect(second).resolves.toMatchObject({ width: 10 });
    expect(worker.listenerCount()).toBe(0);
  });

  it('rejects a job the worker could not do, and the next job still runs', async () => {
    const worker = new FakeWorker();
    const client = createOptimiserClient(() => worker);
    const failing = client.run(job);
    const next = client.run(job);
    await flush();
    worker.answer({ id: worker.requests[0]!.id, ok: false, reason: 'rusak' });
    await expect(failing).rejects.toThrow('rusak');
    await flush();
    worker.answer(done(worker.requests[1]!.id));
    await expect(next).resolves.toMatchObject({ height: 10 });
  });

  it('replaces a worker that crashed', async () => {
    const workers: FakeWorker[] = [];
    const client = createOptimiserClient(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    });
    const crashed = client.run(job);
    await flush();
    workers[0]?.fail();
    await expect(crashed).rejects.toThrow();
    expect(workers[0]?.terminated).toBe(true);
    const next = client.run(job);
    await flush();
    workers[1]?.answer(done(workers[1].requests[0]!.id));
    await expect(next).resolves.toBeTruthy();
    expect(workers).toHaveLength(2);
  });

  it('gives up on a job that takes too long and terminates its worker', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const client = createOptimiserClient(() => worker, { timeoutMs: 1000 });
    const slow = client.run(job);
    const outcome = expect(slow).rejects.toThrow('batas waktu');
    await vi.advanceTimersByTimeAsync(1001);
    await outcome;
    expect(worker.terminated).toBe(true);
  });

  it('rejects when no worker can be created', async () => {
    const client = createOptimiserClient(() => {
      throw new Error('no workers');
    });
    await expect(client.run(job)).rejects.toThrow('no workers');
  });
});
