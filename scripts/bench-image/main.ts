import imageCompression from 'browser-image-compression';
import libraryScript from 'browser-image-compression/dist/browser-image-compression.js?url';
import { imageProfiles } from '../../src/domain/image/profiles';
import { optimiseImage } from '../../src/image/optimiseImage';
import { sampleJpeg } from './sampleJpeg';

interface RunResult {
  ms: number;
  bytes: number;
  type: string;
  width: number;
  height: number;
}

interface BenchResult {
  input: { bytes: number; width: number; height: number };
  ours: RunResult[];
  library: RunResult[];
  longestTaskOursMs: number;
  longestTaskLibraryMs: number;
  observerCheckMs: number;
}

const status = (text: string) => {
  const element = document.getElementById('status');
  if (element) element.textContent = text;
};

const measure = async (blob: Blob, started: number): Promise<RunResult> => {
  const ms = performance.now() - started;
  const bitmap = await createImageBitmap(blob);
  const result = { ms, bytes: blob.size, type: blob.type, width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return result;
};

/** Long tasks (over 50 ms on the main thread) seen while `work` runs; the longest, in ms. */
const longestTaskDuring = async (work: () => Promise<void>): Promise<number> => {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  await work();
  // Entries are delivered after the task ends; give the observer a frame to report the last ones.
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const entry of observer.takeRecords()) durations.push(entry.duration);
  observer.disconnect();
  return durations.length ? Math.max(...durations) : 0;
};

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* blocking on purpose: proves the long-task observer sees a blocked main thread */
  }
};

const runBench = async (runs: number): Promise<BenchResult> => {
  status('Membuat JPEG 4000x3000...');
  const input = await sampleJpeg();
  const inputBitmap = await createImageBitmap(input);
  const inputInfo = { bytes: input.size, width: inputBitmap.width, height: inputBitmap.height };
  inputBitmap.close();

  const observerCheckMs = await longestTaskDuring(async () => busyFor(120));

  const profile = imageProfiles.product;
  const ours: RunResult[] = [];
  status('optimiseImage...');
  const longestTaskOursMs = await longestTaskDuring(async () => {
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      const result = await optimiseImage(input, 'product');
      if (!result.isOptimized) throw new Error('optimiseImage returned the original: the worker failed');
      ours.push(await measure(result.file, started));
    }
  });

  const library: RunResult[] = [];
  status('browser-image-compression...');
  const longestTaskLibraryMs = await longestTaskDuring(async () => {
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      const output = await imageCompression(input, {
        maxWidthOrHeight: Math.max(profile.maxWidth, profile.maxHeight),
        initialQuality: profile.quality,
        fileType: 'image/webp',
        useWebWorker: true,
        // Served from this page, not the CDN it defaults to, so its worker really runs (offline too).
        libURL: new URL(libraryScript, location.href).href,
      });
      library.push(await measure(output, started));
    }
  });

  status('Selesai.');
  return { input: inputInfo, ours, library, longestTaskOursMs, longestTaskLibraryMs, observerCheckMs };
};

Object.assign(window, { runBench, benchReady: true });
status('Siap.');
