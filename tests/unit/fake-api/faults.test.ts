import { describe, expect, it, vi } from 'vitest';
import { createFaultList, faultMatches, type FaultRule } from '@/fake-api/faults';

/** A fault list whose load returns what save stored, as the browser's localStorage-backed one does. */
const storedFaultList = (initial: FaultRule[] = []) => {
  let stored = initial;
  const save = vi.fn((rules: FaultRule[]) => {
    stored = rules;
  });
  return { faults: createFaultList(() => stored, save), save, stored: () => stored };
};

describe('faultMatches', () => {
  it('matches the exact path and method, case-insensitively on the method', () => {
    expect(faultMatches({ method: 'get', path: '/admin/merk' }, 'GET', '/admin/merk')).toBe(true);
    expect(faultMatches({ method: 'POST', path: '/admin/merk' }, 'GET', '/admin/merk')).toBe(false);
  });

  it('matches any method when the rule has none', () => {
    expect(faultMatches({ path: '/admin/merk' }, 'DELETE', '/admin/merk')).toBe(true);
  });

  it('matches a path template against a concrete path, one segment per parameter', () => {
    expect(faultMatches({ path: '/admin/merk/{id}' }, 'GET', '/admin/merk/3')).toBe(true);
    expect(faultMatches({ path: '/admin/merk/{id}' }, 'GET', '/admin/merk')).toBe(false);
    expect(faultMatches({ path: '/admin/merk/{id}' }, 'GET', '/admin/merk/3/x')).toBe(false);
  });

  it('does not match a prefix or a longer path', () => {
    expect(faultMatches({ path: '/admin/merk' }, 'GET', '/admin/merk/3')).toBe(false);
    expect(faultMatches({ path: '/admin/merk' }, 'GET', '/x/admin/merk')).toBe(false);
  });

  it('treats regex characters in the path literally', () => {
    expect(faultMatches({ path: '/admin/a.b' }, 'GET', '/admin/aXb')).toBe(false);
    expect(faultMatches({ path: '/admin/a.b' }, 'GET', '/admin/a.b')).toBe(true);
  });
});

describe('createFaultList with load/save (browser style)', () => {
  it('add saves the rule and list shows it', () => {
    const { faults, save } = storedFaultList();
    faults.add({ path: '/admin/merk', status: 500 });
    expect(save).toHaveBeenCalledWith([{ path: '/admin/merk', status: 500 }]);
    expect(faults.list()).toEqual([{ path: '/admin/merk', status: 500 }]);
  });

  it('take returns the first matching rule, or undefined when none matches', () => {
    const { faults } = storedFaultList([
      { method: 'POST', path: '/admin/merk', status: 400 },
      { path: '/admin/merk', status: 500 },
    ]);
    expect(faults.take('GET', '/admin/merk')?.status).toBe(500);
    expect(faults.take('POST', '/admin/merk')?.status).toBe(400);
    expect(faults.take('GET', '/admin/lain')).toBeUndefined();
  });

  it('take counts down times and removes the rule when used up', () => {
    const { faults, stored } = storedFaultList([{ path: '/admin/merk', status: 500, times: 2 }]);
    expect(faults.take('GET', '/admin/merk')?.status).toBe(500);
    expect(stored()).toEqual([{ path: '/admin/merk', status: 500, times: 1 }]);
    expect(faults.take('GET', '/admin/merk')?.status).toBe(500);
    expect(stored()).toEqual([]);
    expect(faults.take('GET', '/admin/merk')).toBeUndefined();
  });

  it('a rule without times stays', () => {
    const { faults } = storedFaultList([{ path: '/admin/merk', status: 500 }]);
    for (let i = 0; i < 3; i += 1) expect(faults.take('GET', '/admin/merk')).toBeDefined();
    expect(faults.list()).toHaveLength(1);
  });

  it('take re-reads the stored rules, so rules set by another party (another tab, a test) apply', () => {
    const { faults } = storedFaultList();
    const other = createFaultList(() => faults.list(), () => {});
    expect(other.take('GET', '/admin/merk')).toBeUndefined();
    faults.add({ path: '/admin/merk', status: 418 });
    expect(other.take('GET', '/admin/merk')?.status).toBe(418);
  });

  it('clear removes every rule', () => {
    const { faults, stored } = storedFaultList([{ path: '/a' }, { path: '/b' }]);
    faults.clear();
    expect(stored()).toEqual([]);
    expect(faults.take('GET', '/a')).toBeUndefined();
  });
});

describe('createFaultList() without arguments (as the Node fake server uses it)', () => {
  it('keeps an added rule in list()', () => {
    const faults = createFaultList();
    faults.add({ path: '/admin/merk', status: 500 });
    expect(faults.list()).toEqual([{ path: '/admin/merk', status: 500 }]);
  });

  it('take returns a rule that was added', () => {
    const faults = createFaultList();
    faults.add({ path: '/admin/merk', status: 500, times: 1 });
    expect(faults.take('GET', '/admin/merk')?.status).toBe(500);
    expect(faults.take('GET', '/admin/merk')).toBeUndefined();
  });
});
