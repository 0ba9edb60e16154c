// npm run bench:image: in headless Chromium, optimises a 4000x3000 JPEG of about 2 MB to the product
// profile (WebP 0.8 within 800x800) 5 times with the app's optimiseImage (Web Worker) and 5 times with
// browser-image-compression (same target, its own worker), prints the median of each and the output
// sizes, and the longest main-thread task seen during our runs (issue 3, Performance). Then the home
// builder's batch optimiser (issue 11): 10 different 4000x3000 originals through the batch's own
// processing (checkBatchFiles + optimiseBatch) against browser-image-compression over the same 10 files,
// 3 rounds, median batch time of each. Exits 1 when ours is slower than the library or blocks the main
// thread for 50 ms or more, in either measurement.
import { launchChromium, median, run, startServer } from './lib/browser.mjs';

const RUNS = 5;
const BATCH_PHOTOS = 10;
const BATCH_ROUNDS = 3;
const PORT = 4195;
const BASE = `http://localhost:${PORT}`;
const CONFIG = 'scripts/bench-image/vite.config.ts';
const LONG_TASK_LIMIT_MS = 50;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

await run('npx', ['vite', 'build', '--config', CONFIG]);
const stop = await startServer('npx', ['vite', 'preview', '--config', CONFIG, '--port', String(PORT), '--strictPort'], `${BASE}/`);
const browser = await launchChromium();
let result;
let batch;
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${BASE}/`);
  await page.waitForFunction(() => window.benchReady === true);
  result = await page.evaluate((runs) => window.runBench(runs), RUNS);
  batch = await page.evaluate(([count, rounds]) => window.runBatchBench(count, rounds), [BATCH_PHOTOS, BATCH_ROUNDS]);
} finally {
  await browser.close();
  stop();
}

const ours = median(result.ours.map((r) => r.ms));
const library = median(result.library.map((r) => r.ms));
const describe = (runs) => {
  const last = runs[runs.length - 1];
  return `${kb(last.bytes)} ${last.type} ${last.width}x${last.height}`;
};

console.log(`Input: ${result.input.width}x${result.input.height} JPEG, ${kb(result.input.bytes)} (${result.input.bytes} bytes)`);
console.log(`Long-task observer check: a 120 ms busy loop was reported as ${ms(result.observerCheckMs)}`);
console.log(`optimiseImage (ours):      ${result.ours.map((r) => ms(r.ms)).join(', ')}; median ${ms(ours)}; output ${describe(result.ours)}`);
console.log(`browser-image-compression: ${result.library.map((r) => ms(r.ms)).join(', ')}; median ${ms(library)}; output ${describe(result.library)}`);
console.log(`Longest main-thread task during our runs: ${ms(result.longestTaskOursMs)} (library runs: ${ms(result.longestTaskLibraryMs)})`);

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const batchOurs = median(batch.rounds.map((r) => r.oursMs));
const batchLibrary = median(batch.rounds.map((r) => r.libraryMs));
const batchLongest = Math.max(...batch.rounds.map((r) => r.longestTaskOursMs));
const batchLongestLibrary = Math.max(...batch.rounds.map((r) => r.longestTaskLibraryMs));
const lastRound = batch.rounds[batch.rounds.length - 1];
console.log(
  `Batch input: ${batch.photos} different ${batch.width}x${batch.height} JPEGs, ${mb(batch.inputBytes)} together (${kb(batch.inputBytes / batch.photos)} each on average)`,
);
console.log(`batch optimiser (ours):    ${batch.rounds.map((r) => ms(r.oursMs)).join(', ')}; median ${ms(batchOurs)} (${ms(batchOurs / batch.photos)} a photo); output ${kb(lastRound.oursBytes)} together`);
console.log(`browser-image-compression: ${batch.rounds.map((r) => ms(r.libraryMs)).join(', ')}; median ${ms(batchLibrary)} (${ms(batchLibrary / batch.photos)} a photo); output ${kb(lastRound.libraryBytes)} together`);
console.log(`Longest main-thread task during our batches: ${ms(batchLongest)} (library batches: ${ms(batchLongestLibrary)})`);

const observerWorks = result.observerCheckMs >= 100;
const noSlower = ours <= library;
const responsive = result.longestTaskOursMs < LONG_TASK_LIMIT_MS;
const batchNoSlower = batchOurs <= batchLibrary;
const batchResponsive = batchLongest < LONG_TASK_LIMIT_MS;
const ok = observerWorks && noSlower && responsive && batchNoSlower && batchResponsive;
const reasons = [
  noSlower ? `one photo: median ${ms(ours)} vs ${ms(library)} (${(library / ours).toFixed(2)}x)` : `one photo SLOWER than the library: ${ms(ours)} vs ${ms(library)}`,
  responsive ? `main thread never blocked 50 ms (longest ${ms(result.longestTaskOursMs)})` : `main thread blocked ${ms(result.longestTaskOursMs)}`,
  batchNoSlower
    ? `batch of ${batch.photos}: median ${ms(batchOurs)} vs ${ms(batchLibrary)} (${(batchLibrary / batchOurs).toFixed(2)}x)`
    : `batch of ${batch.photos} SLOWER than the library: ${ms(batchOurs)} vs ${ms(batchLibrary)}`,
  batchResponsive ? `batch never blocked the main thread 50 ms (longest ${ms(batchLongest)})` : `batch blocked the main thread ${ms(batchLongest)}`,
  ...(observerWorks ? [] : ['the long-task observer did not see a deliberate 120 ms block, so blocking was not measured']),
];
console.log(`VERDICT: ${ok ? 'PASS' : 'FAIL'}: ${reasons.join('; ')}`);
process.exitCode = ok ? 0 : 1;
