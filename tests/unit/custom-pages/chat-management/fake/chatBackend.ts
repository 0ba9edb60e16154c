import { vi } from 'vitest';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb, DEMO_ACCOUNT, type FakeDb } from '@/fake-api/db';
import { createFaultList } from '@/fake-api/faults';
import { createFakeBackend } from '@/fake-api/router';

// 23 November 2026, 17:00 WIB.
export const NOW = new Date('2026-11-23T10:00:00.000Z');
const TOKEN = 'chat-test-token';

export type Body = Record<string, unknown>;

/** The fake backend over a fresh seed with a signed-in admin and a clock the test moves; JSON and multipart calls. */
export const setupChatBackend = () => {
  let clock = NOW;
  const db: FakeDb = createSeedDb(NOW, fakeAreas);
  db.sessions[TOKEN] = { email: DEMO_ACCOUNT.email, createdAt: NOW.toISOString() };
  const persist = vi.fn();
  const backend = createFakeBackend({ areas: fakeAreas, db: () => db, persist, faults: createFaultList(), now: () => clock });
  const send = async <T,>(method: string, path: string, body?: BodyInit, type?: string) => {
    const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${TOKEN}` });
    if (type) headers.set('Content-Type', type);
    const response = await backend(new Request(`http://fake.test${path}`, { method, headers, body }));
    return { status: response.status, body: (await response.json()) as T };
  };
  const call = <T = Body,>(method: string, path: string, body?: unknown) => send<T>(method, path, body === undefined ? undefined : JSON.stringify(body), body === undefined ? undefined : 'application/json');
  /** A multipart upload as a browser sends it (the Request sets the boundary). */
  const upload = <T = Body,>(fields: Record<string, string | Blob | [Blob, string]>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (Array.isArray(value)) form.append(key, value[0], value[1]);
      else form.append(key, value);
    }
    return send<T>('POST', '/admin/chat/upload', form);
  };
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
    db.sessions[TOKEN] = { email: DEMO_ACCOUNT.email, createdAt: clock.toISOString() };
    return clock;
  };
  return { db, persist, call, upload, later, now: () => clock };
};
export type ChatBackend = ReturnType<typeof setupChatBackend>;

export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** A file of exactly `size` bytes starting with `head`. */
export const fileOf = (head: Uint8Array, size: number, type: string): Blob => {
  const bytes = new Uint8Array(size);
  bytes.set(head.subarray(0, Math.min(head.length, size)));
  return new Blob([bytes], { type });
};
