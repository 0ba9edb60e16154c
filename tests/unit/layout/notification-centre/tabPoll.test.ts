import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTINUE_WITHIN_MS,
  LEASE_MS,
  startTabPoll,
  type TabDocument,
  type TabEnv,
  type TabLocks,
  type TabPoll,
  type TabStorage,
  type TabWindow,
} from '@/layout/notification-centre/tabPoll';

const MINUTE = 60_000;

/** Web Locks as the browser gives them: one holder per name, waiting requests granted in turn, an aborted wait rejected. */
const fakeLocks = (): TabLocks => {
  const held = new Set<string>();
  const queues = new Map<string, Array<{ callback: () => Promise<void>; resolve: (value: unknown) => void }>>();
  const pump = (name: string) => {
    const queue = queues.get(name) ?? [];
    if (held.has(name) || queue.length === 0) return;
    const next = queue.shift();
    if (!next) return;
    held.add(name);
    void next.callback().then(() => {
      held.delete(name);
      next.resolve(undefined);
      pump(name);
    });
  };
  return {
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const entry = { callback, resolve };
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        queue.push(entry);
        signal?.addEventListener('abort', () => {
          const at = queue.indexOf(entry);
          if (at < 0) return;
          queue.splice(at, 1);
          reject(new DOMException('Aborted', 'AbortError'));
        });
        pump(name);
      });
    },
  };
};

const fakeStorage = (): TabStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) };
};

interface FakeTab {
  document: TabDocument & { setVisible(visible: boolean): void };
  window: TabWindow & { close(): void };
}

const fakeTab = (): FakeTab => {
  const visibility = new Set<() => void>();
  const pageHide = new Set<() => void>();
  let state: DocumentVisibilityState = 'visible';
  return {
    document: {
      get visibilityState() {
        return state;
      },
      addEventListener: (_type, listener) => void visibility.add(listener),
      removeEventListener: (_type, listener) => void visibility.delete(listener),
      setVisible(visible) {
        state = visible ? 'visible' : 'hidden';
        visibility.forEach((listener) => listener());
      },
    },
    window: {
      addEventListener: (type, listener) => void (type === 'pagehide' && pageHide.add(listener)),
      removeEventListener: (type, listener) => void (type === 'pagehide' && pageHide.delete(listener)),
      close: () => pageHide.forEach((listener) => listener()),
    },
  };
};

interface Shop {
  asks: Array<{ tab: number; at: number; first: boolean }>;
  open(): { tab: FakeTab; poll: TabPoll; index: number };
}

/** Tabs of one browser: one lock manager (or none) and one localStorage, each tab its own document. */
const shop = (withLocks: boolean): Shop => {
  const locks = withLocks ? fakeLocks() : null;
  const storage = fakeStorage();
  const asks: Shop['asks'] = [];
  let count = 0;
  return {
    asks,
    open() {
      const index = count++;
      const tab = fakeTab();
      const env: TabEnv = {
        locks,
        storage,
        document: tab.document,
        window: tab.window,
        now: () => Date.now(),
        setTimeout: (run, ms) => setTimeout(run, ms),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
        tabId: `tab-${index}`,
      };
      const poll = startTabPoll(
        {
          name: 'orders',
          intervalMs: MINUTE,
          poll: async ({ first }) => {
            asks.push({ tab: index, at: Date.now(), first });
          },
        },
        env,
      );
      return { tab, poll, index };
    },
  };
};

const gapsBetween = (asks: Shop['asks']) => asks.slice(1).map((ask, i) => ask.at - (asks[i]?.at ?? 0));

describe.each([
  ['Web Locks', true],
  ['the localStorage lease (no Web Locks, as in jsdom)', false],
])('one poll for all tabs, with %s', (_name, withLocks) => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T03:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('three open tabs ask at most once a minute in all over ten minutes, one tab doing the asking', async () => {
    const browser = shop(withLocks);
    const tabs = [browser.open(), browser.open(), browser.open()];
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(browser.asks.length).toBeGreaterThanOrEqual(9);
    expect(browser.asks.length).toBeLessThanOrEqual(11);
    for (const gap of gapsBetween(browser.asks)) expect(gap).toBeGreaterThanOrEqual(MINUTE);
    expect(new Set(browser.asks.map((ask) => ask.tab)).size).toBe(1);
    expect(tabs.filter(({ poll }) => poll.isLeader())).toHaveLength(1);
    // The first answer of the watch only marks; the rest file.
    expect(browser.asks.map((ask) => ask.first)).toEqual([true, ...browser.asks.slice(1).map(() => false)]);
    tabs.forEach(({ poll }) => poll.stop());
  });

  it('a hidden leader stops asking and a visible tab takes over, still at most once a minute', async () => {
    const browser = shop(withLocks);
    const tabs = [browser.open(), browser.open(), browser.open()];
    await vi.advanceTimersByTimeAsync(2 * MINUTE + 10_000);
    const leader = tabs.find(({ poll }) => poll.isLeader());
    expect(leader).toBeDefined();
    leader?.tab.document.setVisible(false);
    expect(leader?.poll.isLeader()).toBe(false);
    const askedBefore = browser.asks.length;
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    const later = browser.asks.slice(askedBefore);
    expect(later.length).toBeGreaterThanOrEqual(4);
    expect(later.every((ask) => ask.tab !== leader?.index)).toBe(true);
    for (const gap of gapsBetween(browser.asks)) expect(gap).toBeGreaterThanOrEqual(MINUTE);
    // A new leader carries on: nothing it sees is taken for a fresh sign-in.
    expect(later.every((ask) => !ask.first)).toBe(true);
    tabs.forEach(({ poll }) => poll.stop());
  });

  it('with every tab hidden nobody asks, and the first tab shown again resumes', async () => {
    const browser = shop(withLocks);
    const tabs = [browser.open(), browser.open()];
    await vi.advanceTimersByTimeAsync(MINUTE + 1_000);
    tabs.forEach(({ tab }) => tab.document.setVisible(false));
    const asked = browser.asks.length;
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(browser.asks.length).toBe(asked);
    tabs[1]?.tab.document.setVisible(true);
    await vi.advanceTimersByTimeAsync(LEASE_MS);
    expect(browser.asks.length).toBe(asked + 1);
    expect(browser.asks.at(-1)?.tab).toBe(1);
    tabs.forEach(({ poll }) => poll.stop());
  });

  it('when the leading tab closes another takes over within the minute', async () => {
    const browser = shop(withLocks);
    const tabs = [browser.open(), browser.open(), browser.open()];
    await vi.advanceTimersByTimeAsync(30_000);
    const leader = tabs.find(({ poll }) => poll.isLeader());
    leader?.tab.window.close();
    leader?.poll.stop();
    await vi.advanceTimersByTimeAsync(LEASE_MS);
    const next = tabs.filter(({ poll }) => poll.isLeader());
    expect(next).toHaveLength(1);
    expect(next[0]).not.toBe(leader);
    const asked = browser.asks.length;
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(browser.asks.length - asked).toBeGreaterThanOrEqual(2);
    expect(browser.asks.slice(asked).every((ask) => ask.tab === next[0]?.index)).toBe(true);
    for (const gap of gapsBetween(browser.asks)) expect(gap).toBeGreaterThanOrEqual(MINUTE);
    tabs.forEach(({ poll }) => poll.stop());
  });

  it('after a long silence (no answer for over a working day) the first answer again only marks', async () => {
    const browser = shop(withLocks);
    const first = browser.open();
    await vi.advanceTimersByTimeAsync(2 * MINUTE + 1_000);
    first.poll.stop();
    vi.setSystemTime(Date.now() + CONTINUE_WITHIN_MS + MINUTE);
    const second = browser.open();
    await vi.advanceTimersByTimeAsync(LEASE_MS);
    expect(browser.asks.at(-1)).toMatchObject({ tab: second.index, first: true });
    second.poll.stop();
  });
});
