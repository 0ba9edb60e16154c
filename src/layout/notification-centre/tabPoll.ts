/**
 * One poll per shop, not per tab: of all the back office's open tabs, one visible tab (the leader) asks
 * the server, and the others read what it files through the shared notification store (localStorage,
 * whose `storage` event reaches every other tab). Knows no area; the watchers hand it their poll.
 *
 * - Leader: the Web Locks API (`navigator.locks`), which hands the lock to a waiting tab the moment the
 *   holder releases it or closes. Where it is absent (older browsers, jsdom) a lease in localStorage,
 *   renewed every few seconds and taken over when it runs out.
 * - Only a visible tab competes: a tab that is hidden gives the lead up, so a tab someone looks at
 *   takes over, and with every tab hidden nobody asks.
 * - The last ask and answer are kept in localStorage too, so a new leader waits out the minute the
 *   previous one started (at most one ask a minute in all) and carries on filing instead of treating
 *   its first answer as a fresh sign-in.
 */

/** The part of the Web Storage API used here. */
export interface TabStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface TabLocks {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/** The part of `document` used here. */
export interface TabDocument {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** The part of `window` used here: a closing tab gives the lead up at once, one restored from the back-forward cache competes again. */
export interface TabWindow {
  addEventListener(type: 'pagehide' | 'pageshow', listener: () => void): void;
  removeEventListener(type: 'pagehide' | 'pageshow', listener: () => void): void;
}

export interface TabEnv {
  /** Null where the Web Locks API is absent: the storage lease is used instead. */
  locks: TabLocks | null;
  /** Null when storage is switched off: the tab then leads alone (with locks, still one leader). */
  storage: TabStorage | null;
  document: TabDocument;
  window: TabWindow | null;
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** This tab's id in the storage lease. */
  tabId: string;
}

/** The storage lease's length, and how often its holder renews it and the others look at it. */
export const LEASE_MS = 10_000;
export const LEASE_CHECK_MS = 3_000;
/**
 * A new leader's first answer files what is new when some tab got an answer within this time (a
 * working day); after a longer silence (the next morning's sign-in) it only marks what already waits.
 */
export const CONTINUE_WITHIN_MS = 12 * 60 * 60 * 1000;

const KEY_PREFIX = 'toko-bangunan.back-office.tab-poll.v1';
export const leaseKey = (name: string) => `${KEY_PREFIX}.${name}.leader`;
export const pollRecordKey = (name: string) => `${KEY_PREFIX}.${name}.last`;

const safely = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    // Storage refused (a privacy setting or a full quota): this tab goes on alone.
    return fallback;
  }
};

const readJson = (storage: TabStorage | null, key: string): Record<string, unknown> | null =>
  safely(() => {
    const raw = storage?.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  }, null);

const writeJson = (storage: TabStorage | null, key: string, value: unknown) => safely(() => storage?.setItem(key, JSON.stringify(value)), undefined);

export interface TabLeader {
  isLeader(): boolean;
  /** Competes for the lead (a visible tab). */
  join(): void;
  /** Gives the lead up and stops competing (a hidden or closing tab). */
  leave(): void;
  subscribe(listener: () => void): () => void;
}

const leaderState = () => {
  let leader = false;
  const listeners = new Set<() => void>();
  return {
    get: () => leader,
    set(next: boolean) {
      if (next === leader) return;
      leader = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
};

const lockLeader = (name: string, locks: TabLocks): TabLeader => {
  const state = leaderState();
  let abort: AbortController | null = null;
  let release: (() => void) | null = null;
  return {
    isLeader: state.get,
    subscribe: state.subscribe,
    join() {
      if (abort) return;
      const controller = new AbortController();
      abort = controller;
      locks
        .request(leaseKey(name), { signal: controller.signal }, () =>
          new Promise<void>((resolve) => {
            if (controller.signal.aborted) return resolve();
            release = resolve;
            state.set(true);
          }),
        )
        // An aborted wait rejects; nothing to do, the tab left.
        .catch(() => undefined);
    },
    leave() {
      abort?.abort();
      abort = null;
      release?.();
      release = null;
      state.set(false);
    },
  };
};

interface Lease {
  id: string;
  until: number;
}

const readLease = (storage: TabStorage | null, key: string): Lease | null => {
  const value = readJson(storage, key);
  return value && typeof value.id === 'string' && typeof value.until === 'number' ? { id: value.id, until: value.until } : null;
};

/**
 * The lease where Web Locks are absent. A free or expired lease is claimed, and the claim counts only
 * when it is still this tab's at the next look: of two tabs claiming together, the later write wins
 * and the other stands down before it ever asks.
 */
const leaseLeader = (name: string, env: TabEnv): TabLeader => {
  const state = leaderState();
  const key = leaseKey(name);
  let timer: unknown = null;
  const look = () => {
    const now = env.now();
    const lease = readLease(env.storage, key);
    const mine = lease?.id === env.tabId && lease.until > now;
    if (mine || !lease || lease.until <= now) writeJson(env.storage, key, { id: env.tabId, until: now + LEASE_MS });
    state.set(mine || env.storage === null);
    timer = env.setTimeout(look, LEASE_CHECK_MS);
  };
  return {
    isLeader: state.get,
    subscribe: state.subscribe,
    join() {
      if (timer !== null) return;
      look();
    },
    leave() {
      if (timer === null) return;
      env.clearTimeout(timer);
      timer = null;
      if (readLease(env.storage, key)?.id === env.tabId) safely(() => env.storage?.removeItem(key), undefined);
      state.set(false);
    },
  };
};

export const createTabLeader = (name: string, env: TabEnv): TabLeader => (env.locks ? lockLeader(name, env.locks) : leaseLeader(name, env));

export interface PollRecord {
  /** When a tab last asked (ms). */
  askedAt: number | null;
  /** When a tab last got an answer (ms). */
  answeredAt: number | null;
}

export const readPollRecord = (storage: TabStorage | null, name: string): PollRecord => {
  const value = readJson(storage, pollRecordKey(name));
  const at = (field: unknown) => (typeof field === 'number' && Number.isFinite(field) ? field : null);
  return { askedAt: at(value?.askedAt), answeredAt: at(value?.answeredAt) };
};

export interface TabPollOptions {
  /** Names the lock and the stored record: one name, one poll for all tabs. */
  name: string;
  intervalMs: number;
  /** One ask. `first`: no tab has had an answer lately, so what is there is only marked as known. */
  poll: (context: { first: boolean }) => Promise<void>;
}

export interface TabPoll {
  isLeader(): boolean;
  stop(): void;
}

/**
 * Runs `poll` every `intervalMs`, counted across tabs, in the leading visible tab only. A failed ask
 * waits for the next one.
 */
export const startTabPoll = ({ name, intervalMs, poll }: TabPollOptions, env: TabEnv): TabPoll => {
  const leader = createTabLeader(name, env);
  const recordKey = pollRecordKey(name);
  let timer: unknown = null;
  let stopped = false;

  const cancel = () => {
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
  };

  const schedule = () => {
    cancel();
    if (stopped || !leader.isLeader()) return;
    const { askedAt } = readPollRecord(env.storage, name);
    const wait = askedAt === null ? 0 : Math.max(0, askedAt + intervalMs - env.now());
    timer = env.setTimeout(run, wait);
  };

  const run = async () => {
    timer = null;
    if (stopped || !leader.isLeader()) return;
    const record = readPollRecord(env.storage, name);
    const now = env.now();
    // Another tab asked meanwhile (a lease handed over mid-minute): wait out its minute.
    if (record.askedAt !== null && now - record.askedAt < intervalMs) return schedule();
    writeJson(env.storage, recordKey, { ...record, askedAt: now });
    const first = record.answeredAt === null || now - record.answeredAt > CONTINUE_WITHIN_MS;
    try {
      await poll({ first });
      writeJson(env.storage, recordKey, { ...readPollRecord(env.storage, name), answeredAt: env.now() });
    } catch {
      // The server did not answer; the next minute asks again.
    }
    schedule();
  };

  const onVisibility = () => (env.document.visibilityState === 'visible' ? leader.join() : leader.leave());
  const onPageHide = () => leader.leave();
  const unsubscribe = leader.subscribe(() => (leader.isLeader() ? schedule() : cancel()));
  env.document.addEventListener('visibilitychange', onVisibility);
  env.window?.addEventListener('pagehide', onPageHide);
  env.window?.addEventListener('pageshow', onVisibility);
  onVisibility();

  return {
    isLeader: leader.isLeader,
    stop() {
      stopped = true;
      cancel();
      unsubscribe();
      env.document.removeEventListener('visibilitychange', onVisibility);
      env.window?.removeEventListener('pagehide', onPageHide);
      env.window?.removeEventListener('pageshow', onVisibility);
      leader.leave();
    },
  };
};

let tabCounter = 0;

/** This browser tab's environment. */
export const browserTabEnv = (): TabEnv => {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks ? (navigator.locks as unknown as TabLocks) : null;
  const storage = safely<TabStorage | null>(() => window.localStorage, null);
  return {
    locks,
    storage,
    document,
    window,
    now: () => Date.now(),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    tabId: `${Date.now().toString(36)}-${(tabCounter += 1).toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
  };
};
