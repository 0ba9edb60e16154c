import { fakeAreas } from '@/fake-api/areas';
import { vi } from 'vitest';
import { createSeedDb, DEMO_ACCOUNT, type FakeDb } from '@/fake-api/db';
import { createFaultList } from '@/fake-api/faults';
import { createFakeBackend } from '@/fake-api/router';

const ORIGIN = 'http://fake.test';
const TOKEN = 'test-session-token';

/**
 * The fake backend over a fresh seed at a fixed time, with a signed-in admin session: `call` sends a
 * JSON request the way the API client does and returns the status and parsed body.
 */
export const createFakeBackendHarness = (now: Date) => {
  const db: FakeDb = createSeedDb(now, fakeAreas);
  db.sessions[TOKEN] = { email: DEMO_ACCOUNT.email, createdAt: now.toISOString() };
  const persist = vi.fn();
  const backend = createFakeBackend({ areas: fakeAreas, db: () => db, persist, faults: createFaultList(), now: () => now });
  const call = async <Body = unknown,>(method: string, path: string, body?: unknown) => {
    const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${TOKEN}` });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await backend(new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    return { status: response.status, body: (await response.json()) as Body };
  };
  return { db, persist, call };
};
