// One cold load of one screen for `npm run bench`: when its data first painted, its largest contentful
// paint, the CPU the browser spent on it, and what the network did before the data showed.
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';

export const VIEWPORT = { width: 1280, height: 800 };
const WAIT_MS = 30_000;

// Runs in the page on every animation frame, so the time it returns is the frame the data is first
// painted in, on the page's clock (ms since the navigation started). Playwright's own waiting polls
// with a back-off of up to 500 ms, too coarse to time anything with.
const dataShown = (groups) => {
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const shown = ({ selector, text, label }) =>
    label
      ? [...document.querySelectorAll('label')].some((el) => el.textContent.includes(label) && el.control && visible(el.control))
      : [...document.querySelectorAll(selector)].some((el) => new RegExp(text).test(el.textContent) && visible(el));
  return groups.every(shown) ? performance.now() : false;
};

// The largest contentful paint so far, as Chromium reports it (a buffered observer sees every entry
// since the navigation). Read two frames after the data showed: a paint's entry is queued after the
// frame is presented, so the frame that painted the data would otherwise be missed.
const largestPaint = () =>
  new Promise((resolve) => {
    let last = null;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) last = entry;
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          for (const entry of observer.takeRecords()) last = entry;
          observer.disconnect();
          resolve(last ? last.startTime : null);
        }, 50),
      ),
    );
  });

// After the data showed: when the first API request started, when the last script arrived and how many
// scripts had arrived by then, on the same clock. `api` is the origin the screen's data comes from (none
// for an in-page backend).
const timings = ([api, dataAt]) => {
  const entries = performance.getEntriesByType('resource');
  const request = api ? entries.find((e) => e.name.startsWith(api) && new URL(e.name).pathname !== '/admin/login') : undefined;
  const scripts = entries.filter((e) => new URL(e.name).pathname.endsWith('.js') && e.responseEnd <= dataAt);
  return {
    requestAt: request ? request.startTime : null,
    request: request ? new URL(request.name).pathname : null,
    scriptsAt: Math.max(0, ...scripts.map((e) => e.responseEnd)),
    scripts: scripts.length,
  };
};

/**
 * CPU time (ms) used so far by each Chromium process, from /proc (Linux; null elsewhere). Wall-clock
 * times on a shared machine swing with its load; the work a screen costs the browser moves far less, so
 * the bench reports both.
 */
const TICKS_PER_SECOND = 100;
const chromiumCpuMs = () => {
  if (!existsSync('/proc/self/stat')) return null;
  const byProcess = new Map();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!/chrom/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byProcess.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
    } catch {
      // A process that ended between the listing and the read used nothing more.
    }
  }
  return byProcess;
};

/**
 * The CPU the processes alive at the end used in between (new ones from zero). Per process, because one
 * that exits meanwhile (the page Playwright restores a storage state in) would take its whole past
 * with it from a plain sum.
 */
const cpuBetween = (before, after) => {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
};

/** Waits until `screen`'s data is on the page (the same test a measured load uses). */
export const showData = (page, screen) => page.waitForFunction(dataShown, screen.groups, { polling: 'raf', timeout: WAIT_MS });

const shotName = (key) => key.replace(/[^\w-]+/g, '-');

/** Puts a session's local storage items in place before the app's own scripts run. */
const restoreLocalStorage = (items) => {
  for (const { name, value } of items) localStorage.setItem(name, value);
};

/**
 * One cold load of a screen in a fresh context (cold HTTP cache). A signed-in screen gets its build's
 * `session`: `{ storageState }` (Playwright restores it, IndexedDB included, in a page of its own before
 * this one opens) or `{ localStorage }` (items set by an init script as the page starts: a few
 * microseconds in the page, where a restored storage state costs every load a second page and renderer,
 * 0.5-2 s of the run's time on this machine).
 * Throws, with a screenshot, when the data never shows or the app ends on another address.
 */
export const measure = async (browser, screen, { session, api, shots, screenshot }) => {
  const signedIn = screen.signedIn ? session : {};
  const context = await browser.newContext({ viewport: VIEWPORT, ...(signedIn.storageState ? { storageState: signedIn.storageState } : {}) });
  if (signedIn.localStorage) await context.addInitScript(restoreLocalStorage, signedIn.localStorage);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const cpuBefore = chromiumCpuMs();
    await page.goto(screen.url, { waitUntil: 'commit' });
    const ms = await (await page.waitForFunction(dataShown, screen.groups, { polling: 'raf', timeout: WAIT_MS })).jsonValue();
    const cpuAfter = chromiumCpuMs();
    const cpu = cpuBetween(cpuBefore, cpuAfter);
    const expected = new URL(screen.url);
    const actual = new URL(page.url());
    if (actual.pathname !== expected.pathname || actual.hash !== expected.hash) throw new Error(`ended on ${page.url()}, not ${screen.url}`);
    const lcp = await page.evaluate(largestPaint);
    if (screenshot) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/${shotName(screen.key)}.png` });
    }
    return { ms, lcp, cpu, ...(await page.evaluate(timings, [api, ms])) };
  } catch (error) {
    mkdirSync(shots, { recursive: true });
    const shot = `${shots}/failed-${shotName(screen.key)}.png`;
    await page.screenshot({ path: shot }).catch(() => undefined);
    throw new Error(`${screen.label} (${screen.url}) showed no data: ${error.message.split('\n')[0]}${errors.length ? `\npage errors: ${errors.join('; ')}` : ''}\nscreenshot: ${shot}`);
  } finally {
    await context.close();
  }
};
