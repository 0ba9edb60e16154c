import imageCompression from 'browser-image-compression';
import libraryScript from 'browser-image-compression/dist/browser-image-compression.js?url';
import { imageProfiles } from '../../src/domain/image/profiles';
import { checkBatchFiles, optimiseBatch } from '../../src/custom-pages/home-builder/images/batch';
import { optimiseImage } from '../../src/image/optimiseImage';
import { sampleJpeg, samplePhoto } from './sampleJpeg';

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

const libraryOptions = (profile: { maxWidth: number; maxHeight: number; quality: number }) => ({
  maxWidthOrHeight: Math.max(profile.maxWidth, profile.maxHeight),
  initialQuality: profile.quality,
  fileType: 'image/webp',
  useWebWorker: true,
  // Served from this page, not the CDN it defaults to, so its worker really runs (offline too).
  libURL: new URL(libraryScript, location.href).href,
});

interface BatchRound {
  oursMs: number;
  libraryMs: number;
  oursBytes: number;
  libraryBytes: number;
  longestTaskOursMs: number;
  longestTaskLibraryMs: number;
}

interface BatchBenchResult {
  photos: number;
  inputBytes: number;
  width: number;
  height: number;
  rounds: BatchRound[];
}

/**
 * Issue 11: the home builder's batch optimiser over `count` different 4000x3000 originals, through its
 * own processing (`checkBatchFiles`, then `optimiseBatch`, exactly as the panel calls them), against
 * browser-image-compression over the same files one after another, `rounds` times, ours first and the
 * library second in each round. Both are warmed up on one file first (worker start, codecs).
 */
const runBatchBench = async (count: number, rounds: number): Promise<BatchBenchResult> => {
  const files: File[] = [];
  for (let i = 0; i < count; i += 1) {
    status(`Membuat foto ${i + 1} dari ${count}...`);
    files.push(await samplePhoto(i + 1));
  }
  const first = await createImageBitmap(files[0]!);
  const size = { width: first.width, height: first.height };
  first.close();
  const profile = imageProfiles.product;

  status('Pemanasan...');
  await optimiseImage(files[0]!, 'product');
  await imageCompression(files[0]!, libraryOptions(profile));

  const results: BatchRound[] = [];
  for (let round = 0; round < rounds; round += 1) {
    status(`Batch putaran ${round + 1}: optimasi batch...`);
    let oursMs = 0;
    let oursBytes = 0;
    const longestTaskOursMs = await longestTaskDuring(async () => {
      const started = performance.now();
      const { accepted, refused } = await checkBatchFiles(files);
      if (refused.length) throw new Error(`the batch refused ${refused.map((file) => file.name).join(', ')}`);
      const outputs = await optimiseBatch(
        accepted.map((file, index) => ({ id: String(index), file })),
        'product',
      );
      oursMs = performance.now() - started;
      if (outputs.length !== count || outputs.some((output) => !output.isOptimized)) throw new Error('the batch returned originals: the worker failed');
      oursBytes = outputs.reduce((sum, output) => sum + output.file.size, 0);
    });

    status(`Batch putaran ${round + 1}: browser-image-compression...`);
    let libraryMs = 0;
    let libraryBytes = 0;
    const longestTaskLibraryMs = await longestTaskDuring(async () => {
      const started = performance.now();
      for (const file of files) libraryBytes += (await imageCompression(file, libraryOptions(profile))).size;
      libraryMs = performance.now() - started;
    });
    results.push({ oursMs, libraryMs, oursBytes, libraryBytes, longestTaskOursMs, longestTaskLibraryMs });
  }
  status('Selesai.');
  return { photos: count, inputBytes: files.reduce((sum, file) => sum + file.size, 0), ...size, rounds: results };
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
      const output = await imageCompression(input, libraryOptions(profile));
      library.push(await measure(output, started));
    }
  });

  status('Selesai.');
  return { input: inputInfo, ours, library, longestTaskOursMs, longestTaskLibraryMs, observerCheckMs };
};

Object.assign(window, { runBench, runBatchBench, benchReady: true });
status('Siap.');
