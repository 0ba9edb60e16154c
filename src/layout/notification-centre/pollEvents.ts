import type { NewLocalNotification } from './store';

/** How often a watcher asks, at most: once a minute (ours: the spec names no rate, so a watcher stays light on the server). */
export const WATCH_POLL_MS = 60_000;

export interface PollSink {
  markSeen(eventKeys: readonly string[]): void;
  file(input: NewLocalNotification): unknown;
}

/**
 * Any watcher's poll into the centre: the first answer only marks its events as seen (a fresh sign-in
 * does not flood the list), later ones file those not seen before. The centre refuses an event key it
 * already knows, so one event is never filed twice.
 */
export const takeEvents = (events: readonly NewLocalNotification[], { first }: { first: boolean }, sink: PollSink): void => {
  if (first) {
    sink.markSeen(events.map((event) => event.eventKey));
    return;
  }
  for (const event of events) sink.file(event);
};
