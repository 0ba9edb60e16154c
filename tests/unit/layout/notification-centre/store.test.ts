import { describe, expect, it, vi } from 'vitest';
import {
  CENTRE_STORAGE_KEY,
  clearAll,
  createNotificationCentre,
  EMPTY_CENTRE,
  fileNotification,
  markAllRead,
  markRead,
  markSeen,
  MAX_ITEMS,
  parseCentre,
  removeNotification,
  serializeCentre,
  unreadCount,
  type CentreStorage,
  type NewLocalNotification,
} from '@/layout/notification-centre/store';

const NOW = new Date('2026-11-23T03:00:00.000Z');

const memoryStorage = (initial: Record<string, string> = {}) => {
  const map = new Map(Object.entries(initial));
  const storage: CentreStorage = { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
  return { storage, map };
};

const event = (key: string, type: NewLocalNotification['type'] = 'payment'): NewLocalNotification => ({ type, title: `Judul ${key}`, message: `Pesan ${key}`, eventKey: key });

const centreOver = (storage: CentreStorage | null) => {
  let n = 0;
  return createNotificationCentre({ storage, now: () => NOW, newId: () => `id-${(n += 1)}` });
};

describe('notification centre: pure transitions (operations spec §4)', () => {
  const filed = () => {
    let state = EMPTY_CENTRE;
    for (const [i, key] of ['a', 'b', 'c'].entries()) state = fileNotification(state, event(key), { now: NOW, id: `n${i}` }).state;
    return state;
  };

  it('files a notification unread, newest first', () => {
    const state = filed();
    expect(state.items.map((item) => item.eventKey)).toEqual(['c', 'b', 'a']);
    expect(state.items[0]).toEqual({ id: 'n2', type: 'payment', title: 'Judul c', message: 'Pesan c', eventKey: 'c', createdAt: NOW.toISOString(), isRead: false });
    expect(unreadCount(state)).toBe(3);
  });

  it('never files the same event twice: not while listed, not after removal, not after clearing', () => {
    let state = filed();
    expect(fileNotification(state, event('a'), { now: NOW, id: 'x' })).toEqual({ state, added: null });
    state = removeNotification(state, 'n0');
    expect(fileNotification(state, event('a'), { now: NOW, id: 'x' }).added).toBeNull();
    state = clearAll(state);
    expect(state.items).toEqual([]);
    expect(fileNotification(state, event('b'), { now: NOW, id: 'x' }).added).toBeNull();
    expect(fileNotification(state, event('d'), { now: NOW, id: 'x' }).added).not.toBeNull();
  });

  it('an event recorded as seen is not filed later', () => {
    const state = markSeen(EMPTY_CENTRE, ['order-1', 'order-2']);
    expect(state.items).toEqual([]);
    expect(fileNotification(state, event('order-1'), { now: NOW, id: 'x' }).added).toBeNull();
    expect(markSeen(state, ['order-1'])).toBe(state);
  });

  it('marks one read, leaving the others', () => {
    const state = markRead(filed(), 'n1');
    expect(state.items.map((item) => [item.id, item.isRead])).toEqual([
      ['n2', false],
      ['n1', true],
      ['n0', false],
    ]);
    expect(unreadCount(state)).toBe(2);
    expect(markRead(state, 'n1')).toBe(state);
    expect(markRead(state, 'unknown')).toBe(state);
  });

  it('marks all read', () => {
    const state = markAllRead(filed());
    expect(state.items.every((item) => item.isRead)).toBe(true);
    expect(unreadCount(state)).toBe(0);
    expect(markAllRead(state)).toBe(state);
  });

  it('removes one', () => {
    const state = removeNotification(filed(), 'n1');
    expect(state.items.map((item) => item.id)).toEqual(['n2', 'n0']);
    expect(removeNotification(state, 'n1')).toBe(state);
  });

  it('clears all', () => {
    expect(clearAll(filed()).items).toEqual([]);
    expect(unreadCount(clearAll(filed()))).toBe(0);
  });

  it(`keeps the newest ${MAX_ITEMS}`, () => {
    let state = EMPTY_CENTRE;
    for (let i = 0; i < MAX_ITEMS + 5; i += 1) state = fileNotification(state, event(`e${i}`), { now: NOW, id: `n${i}` }).state;
    expect(state.items).toHaveLength(MAX_ITEMS);
    expect(state.items[0]!.eventKey).toBe(`e${MAX_ITEMS + 4}`);
    // Fallen off the list, still known.
    expect(fileNotification(state, event('e0'), { now: NOW, id: 'x' }).added).toBeNull();
  });
});

describe('notification centre: kept in browser storage', () => {
  it('survives a reload: a new centre over the same storage has the same list, read state and known events', () => {
    const { storage, map } = memoryStorage();
    const first = centreOver(storage);
    first.file(event('a'));
    const b = first.file(event('b'))!;
    first.markRead(b.id);
    first.markSeen(['old-order']);
    expect(map.has(CENTRE_STORAGE_KEY)).toBe(true);

    const reloaded = centreOver(storage);
    expect(reloaded.getState()).toEqual(first.getState());
    expect(unreadCount(reloaded.getState())).toBe(1);
    expect(reloaded.file(event('a'))).toBeNull();
    expect(reloaded.file(event('old-order'))).toBeNull();
  });

  it.each([
    ['unreadable JSON', '{not json'],
    ['another shape', '[1,2,3]'],
    ['null', 'null'],
    ['a string', '"halo"'],
    ['items that are not a list', '{"items":{"a":1},"seen":"x"}'],
  ])('starts empty from %s, and works', (_what, raw) => {
    const { storage } = memoryStorage({ [CENTRE_STORAGE_KEY]: raw });
    const centre = centreOver(storage);
    expect(centre.getState()).toEqual(EMPTY_CENTRE);
    expect(centre.file(event('a'))).not.toBeNull();
  });

  it('drops broken entries and repeats, keeping the rest', () => {
    const good = { id: 'n1', type: 'payment', title: 't', message: 'm', createdAt: NOW.toISOString(), isRead: true, eventKey: 'a' };
    const raw = JSON.stringify({
      items: [good, { ...good }, { ...good, id: 'n2' }, { id: 3, title: 't' }, { ...good, id: 'n4', eventKey: 'b', createdAt: 'kemarin' }, { ...good, id: 'n5', eventKey: 'c', type: 'unknown' }, null],
      seen: ['z', 5, 'z'],
    });
    const state = parseCentre(raw);
    expect(state.items.map((item) => [item.id, item.type])).toEqual([
      ['n1', 'payment'],
      ['n5', 'system'],
    ]);
    expect(state.seen).toEqual(['z', 'a', 'c']);
  });

  it('round-trips through its own serialisation', () => {
    const state = fileNotification(EMPTY_CENTRE, event('a'), { now: NOW, id: 'n1' }).state;
    expect(parseCentre(serializeCentre(state))).toEqual(state);
  });

  it('keeps working when storage refuses to read or write', () => {
    const broken: CentreStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const centre = centreOver(broken);
    expect(centre.file(event('a'))).not.toBeNull();
    expect(unreadCount(centre.getState())).toBe(1);
    expect(centreOver(null).file(event('a'))).not.toBeNull();
  });

  it('tells subscribers of changes and onAdded of new notifications only', () => {
    const centre = centreOver(memoryStorage().storage);
    const changed = vi.fn();
    const added = vi.fn();
    centre.subscribe(changed);
    const stop = centre.onAdded(added);
    const a = centre.file(event('a'))!;
    centre.file(event('a'));
    expect(added).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledWith(a);
    centre.markRead(a.id);
    centre.markRead(a.id);
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    centre.file(event('b'));
    expect(added).toHaveBeenCalledTimes(1);
  });

  it('picks up what another tab stored', () => {
    const { storage } = memoryStorage();
    const here = centreOver(storage);
    const there = centreOver(storage);
    there.file(event('a'));
    here.reload();
    expect(here.getState().items.map((item) => item.eventKey)).toEqual(['a']);
  });
});
