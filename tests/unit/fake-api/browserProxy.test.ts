// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, WARM_EVENTS, type LoadedFakeBackend } from '@/fake-api/browserProxy';
import type { FakeDb } from '@/fake-api/db';

afterEach(() => {
  delete window.__fakeApi;
  localStorage.clear();
});

/** A stand-in for `browser.ts`: counts its loads and answers every request with 200. */
const stubBackend = () => {
  const backend: LoadedFakeBackend = {
    fetch: vi.fn(async () => new Response('{}', { status: 200 })),
    scenario: vi.fn(async () => []),
    scenarioPreview: vi.fn(async () => ({ 'busy-morning': [], 'late-courier': [], 'end-of-month': [] })),
    reset: vi.fn(async () => {}),
    snapshot: vi.fn(async () => ({ merk: [] }) as unknown as FakeDb),
    edit: vi.fn(async () => {}),
  };
  const load = vi.fn(async () => backend);
  return { backend, load };
};

/** A window of its own per test, so one test's listeners do not warm another's backend. */
const freshTarget = () => {
  const target = new EventTarget() as unknown as Window;
  return target;
};

const request = (path: string, init?: RequestInit) => new Request(`https://fake-api.invalid${path}`, init);

describe('the demo boot: window.__fakeApi at once, the fake backend on first need', () => {
  it('installs the controls without loading the backend', () => {
    const { load } = stubBackend();
    const target = freshTarget();
    installFakeApi(load, target);
    expect(target.__fakeApi).toBeDefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('signed in (`now`), starts loading the backend at once, before any request, and loads it once', async () => {
    const { backend, load } = stubBackend();
    const target = freshTarget();
    const fetch = installFakeApi(load, target, { now: true });
    expect(load).toHaveBeenCalledTimes(1);
    await fetch(request('/admin/merk'));
    target.dispatchEvent(new Event(WARM_EVENTS[0]));
    expect(load).toHaveBeenCalledTimes(1);
    expect(backend.fetch).toHaveBeenCalledTimes(1);
  });

  it('loads the backend once on the first requests, and forwards them in order, logged', async () => {
    const { backend, load } = stubBackend();
    const target = freshTarget();
    const fetch = installFakeApi(load, target);
    await Promise.all([fetch(request('/admin/merk')), fetch(request('/admin/login', { method: 'POST', body: '{"email":"a"}', headers: { 'Content-Type': 'application/json' } }))]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(backend.fetch).toHaveBeenCalledTimes(2);
    expect(target.__fakeApi?.requests()).toEqual([
      { method: 'GET', path: '/admin/merk' },
      { method: 'POST', path: '/admin/login', body: { email: 'a' } },
    ]);
  });

  it.each(WARM_EVENTS)('starts loading at the first %s on the page, once', (type) => {
    const { load } = stubBackend();
    const target = freshTarget();
    installFakeApi(load, target);
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event(type));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers faults and the drift switch from localStorage at once, and starts loading the backend', () => {
    const { load } = stubBackend();
    const target = freshTarget();
    installFakeApi(load, target);
    target.__fakeApi?.fail({ method: 'GET', path: '/admin/merk', status: 500 });
    expect(target.__fakeApi?.faults()).toEqual([{ method: 'GET', path: '/admin/merk', status: 500 }]);
    expect(JSON.parse(localStorage.getItem('fake_api_faults') ?? '[]')).toHaveLength(1);
    target.__fakeApi?.setDrifting(true);
    expect(target.__fakeApi?.drifting()).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers the snapshot, reset, edit and scenarios from the loaded backend", async () => {
    const { backend, load } = stubBackend();
    const target = freshTarget();
    installFakeApi(load, target);
    await expect(target.__fakeApi?.snapshot()).resolves.toEqual({ merk: [] });
    await target.__fakeApi?.reset({ size: 'large' });
    expect(backend.reset).toHaveBeenCalledWith({ size: 'large' });
    await target.__fakeApi?.scenario('busy-morning');
    expect(backend.scenario).toHaveBeenCalledWith('busy-morning');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a backend that failed to load is loaded again by the next request, not failed for the whole visit', async () => {
    const { backend } = stubBackend();
    const load = vi.fn<() => Promise<LoadedFakeBackend>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(backend);
    const fetch = installFakeApi(load, freshTarget());
    await expect(fetch(request('/admin/merk'))).rejects.toThrow('Failed to fetch');
    await expect(fetch(request('/admin/merk'))).resolves.toHaveProperty('status', 200);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
