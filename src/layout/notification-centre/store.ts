/**
 * The client-side notification centre (operations spec §2, §3 and §4): local notifications with read state,
 * kept in browser storage. A pure module: state transitions are plain functions, and the store around
 * them takes its storage, clock and ids from its caller, so it is tested without React or a browser.
 *
 * Every notification is filed under an event key (the order id of a payment waiting for confirmation,
 * the id of a send). Keys are remembered beyond the notification itself, so the same event is never
 * filed twice: not after it was read, removed, or the list cleared.
 */

export const LOCAL_NOTIFICATION_TYPES = ['order_status', 'promo', 'payment', 'shipping', 'system', 'cashback'] as const;
export type LocalNotificationType = (typeof LOCAL_NOTIFICATION_TYPES)[number];

export interface LocalNotification {
  id: string;
  type: LocalNotificationType;
  title: string;
  message: string;
  createdAt: string;
  isRead: boolean;
  eventKey: string;
}

export interface NewLocalNotification {
  type: LocalNotificationType;
  title: string;
  message: string;
  eventKey: string;
}

export interface CentreState {
  /** Newest first. */
  items: readonly LocalNotification[];
  /** Event keys already filed (or recorded as already known), oldest first. */
  seen: readonly string[];
}

export const EMPTY_CENTRE: CentreState = { items: [], seen: [] };

/** Namespaced, with a version: another shape in the future gets another key instead of misreading this one. */
export const CENTRE_STORAGE_KEY = 'toko-bangunan.back-office.notification-centre.v1';

/** Enough for a working week of events; older notifications and keys fall off the end. */
export const MAX_ITEMS = 100;
export const MAX_SEEN = 2000;

const remember = (seen: readonly string[], keys: readonly string[]): string[] => {
  const known = new Set(seen);
  const added = keys.filter((key) => {
    if (known.has(key)) return false;
    known.add(key);
    return true;
  });
  return [...seen, ...added].slice(-MAX_SEEN);
};

export const hasSeen = (state: CentreState, eventKey: string): boolean => state.seen.includes(eventKey) || state.items.some((item) => item.eventKey === eventKey);

/** Files a notification unless its event was filed before; `added` is null when it was. */
export const fileNotification = (
  state: CentreState,
  input: NewLocalNotification,
  { now, id }: { now: Date; id: string },
): { state: CentreState; added: LocalNotification | null } => {
  if (hasSeen(state, input.eventKey)) return { state, added: null };
  const added: LocalNotification = { id, type: input.type, title: input.title, message: input.message, eventKey: input.eventKey, createdAt: now.toISOString(), isRead: false };
  return { state: { items: [added, ...state.items].slice(0, MAX_ITEMS), seen: remember(state.seen, [input.eventKey]) }, added };
};

/** Records events as known without filing them (what was already there when watching started). */
export const markSeen = (state: CentreState, eventKeys: readonly string[]): CentreState => {
  const seen = remember(state.seen, eventKeys);
  return seen.length === state.seen.length ? state : { ...state, seen };
};

export const markRead = (state: CentreState, id: string): CentreState =>
  state.items.some((item) => item.id === id && !item.isRead) ? { ...state, items: state.items.map((item) => (item.id === id ? { ...item, isRead: true } : item)) } : state;

export const markAllRead = (state: CentreState): CentreState =>
  state.items.some((item) => !item.isRead) ? { ...state, items: state.items.map((item) => (item.isRead ? item : { ...item, isRead: true })) } : state;

export const removeNotification = (state: CentreState, id: string): CentreState =>
  state.items.some((item) => item.id === id) ? { ...state, items: state.items.filter((item) => item.id !== id) } : state;

/** Empties the list; the events stay known, so none of them comes back. */
export const clearAll = (state: CentreState): CentreState => (state.items.length ? { ...state, items: [] } : state);

export const unreadCount = (state: CentreState): number => state.items.filter((item) => !item.isRead).length;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const readItem = (value: unknown): LocalNotification | null => {
  if (!isRecord(value)) return null;
  const { id, type, title, message, createdAt, isRead, eventKey } = value;
  if (typeof id !== 'string' || typeof title !== 'string' || typeof message !== 'string' || typeof eventKey !== 'string') return null;
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return null;
  const known = LOCAL_NOTIFICATION_TYPES.includes(type as LocalNotificationType);
  return { id, type: known ? (type as LocalNotificationType) : 'system', title, message, createdAt, isRead: isRead === true, eventKey };
};

/**
 * The stored state, tolerant of anything: unreadable JSON or another shape gives an empty centre, a
 * broken entry is dropped and the rest kept, a repeated id or event is kept once.
 */
export const parseCentre = (raw: string | null): CentreState => {
  if (!raw) return EMPTY_CENTRE;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_CENTRE;
  }
  if (!isRecord(value)) return EMPTY_CENTRE;
  const ids = new Set<string>();
  const events = new Set<string>();
  const items: LocalNotification[] = [];
  for (const entry of Array.isArray(value.items) ? value.items : []) {
    const item = readItem(entry);
    if (!item || ids.has(item.id) || events.has(item.eventKey)) continue;
    ids.add(item.id);
    events.add(item.eventKey);
    items.push(item);
  }
  const seen = Array.isArray(value.seen) ? value.seen.filter((key): key is string => typeof key === 'string') : [];
  return { items: items.slice(0, MAX_ITEMS), seen: remember([], [...seen, ...items.map((item) => item.eventKey)]) };
};

export const serializeCentre = (state: CentreState): string => JSON.stringify({ items: state.items, seen: state.seen });

/** The part of the Web Storage API the store uses (localStorage in the browser, a Map in tests). */
export interface CentreStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface NotificationCentreOptions {
  storage: CentreStorage | null;
  key?: string;
  now?: () => Date;
  newId?: () => string;
}

export interface NotificationCentre {
  getState(): CentreState;
  subscribe(listener: () => void): () => void;
  /** Called with each notification filed here (not those read back from storage): the toast. */
  onAdded(listener: (notification: LocalNotification) => void): () => void;
  file(input: NewLocalNotification): LocalNotification | null;
  markSeen(eventKeys: readonly string[]): void;
  markRead(id: string): void;
  markAllRead(): void;
  remove(id: string): void;
  clear(): void;
  /** Reads storage again (another tab changed it). */
  reload(): void;
}

let counter = 0;
const defaultId = (): string => `${Date.now().toString(36)}-${(counter += 1).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export const createNotificationCentre = ({ storage, key = CENTRE_STORAGE_KEY, now = () => new Date(), newId = defaultId }: NotificationCentreOptions): NotificationCentre => {
  const read = (): CentreState => {
    try {
      return parseCentre(storage?.getItem(key) ?? null);
    } catch {
      // Storage switched off (a privacy setting): the centre still works for this page.
      return EMPTY_CENTRE;
    }
  };
  let state = read();
  const listeners = new Set<() => void>();
  const addedListeners = new Set<(notification: LocalNotification) => void>();

  const commit = (next: CentreState) => {
    if (next === state) return;
    state = next;
    try {
      storage?.setItem(key, serializeCentre(state));
    } catch {
      // A full or refused storage keeps the state for this page rather than losing it.
    }
    listeners.forEach((listener) => listener());
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onAdded(listener) {
      addedListeners.add(listener);
      return () => addedListeners.delete(listener);
    },
    file(input) {
      const result = fileNotification(state, input, { now: now(), id: newId() });
      commit(result.state);
      if (result.added) addedListeners.forEach((listener) => listener(result.added as LocalNotification));
      return result.added;
    },
    markSeen: (eventKeys) => commit(markSeen(state, eventKeys)),
    markRead: (id) => commit(markRead(state, id)),
    markAllRead: () => commit(markAllRead(state)),
    remove: (id) => commit(removeNotification(state, id)),
    clear: () => commit(clearAll(state)),
    reload() {
      const next = read();
      if (serializeCentre(next) === serializeCentre(state)) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
};

/** The browser's storage when there is one and it answers. */
const browserStorage = (): CentreStorage | null => {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
};

let shared: NotificationCentre | null = null;

/** The one centre of this page, over localStorage. */
export const notificationCentre = (): NotificationCentre => (shared ??= createNotificationCentre({ storage: browserStorage() }));
