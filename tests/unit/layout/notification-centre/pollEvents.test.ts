import { describe, expect, it } from 'vitest';
import { takeEvents } from '@/layout/notification-centre/pollEvents';
import { createNotificationCentre, type NewLocalNotification } from '@/layout/notification-centre/store';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const event = (id: number): NewLocalNotification => ({ type: 'payment', title: `Judul ${id}`, message: `Pesan ${id}`, eventKey: `event:${id}` });

const centre = () => {
  let n = 0;
  return createNotificationCentre({ storage: null, now: () => NOW, newId: () => `id-${(n += 1)}` });
};

describe("a watcher's polls into the notification centre", () => {
  it('the first poll only records what already waits; later polls file each new event once', () => {
    const c = centre();
    takeEvents([event(1), event(2)], { first: true }, c);
    expect(c.getState().items).toEqual([]);

    takeEvents([event(1), event(2), event(3)], { first: false }, c);
    expect(c.getState().items.map((item) => item.eventKey)).toEqual(['event:3']);
    expect(c.getState().items[0]).toMatchObject({ type: 'payment', title: 'Judul 3', message: 'Pesan 3' });

    // Still there a minute later, or gone and back again: never twice.
    takeEvents([event(3)], { first: false }, c);
    takeEvents([], { first: false }, c);
    takeEvents([event(3), event(4)], { first: false }, c);
    expect(c.getState().items.map((item) => item.eventKey)).toEqual(['event:4', 'event:3']);
  });

  it('an event read and removed from the list does not come back on the next poll', () => {
    const c = centre();
    takeEvents([], { first: true }, c);
    takeEvents([event(7)], { first: false }, c);
    c.clear();
    takeEvents([event(7)], { first: false }, c);
    expect(c.getState().items).toEqual([]);
  });
});
