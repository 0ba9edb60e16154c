import { describe, expect, it } from 'vitest';
import { contractEntries } from '@/fake-api/area';
import { fakeAreas } from '@/fake-api/areas';
import { createFaultList, parseFaultRule } from '@/fake-api/faults';
import {
  describeFault,
  EMPTY_FAULT_FORM,
  endpointOptions,
  faultRuleFromForm,
  type EndpointOption,
  type FaultFormValues,
} from '@/layout/demo/faultForm';
import { demoMessages } from '@/layout/demo/messages';

const m = demoMessages.faults;
const options = endpointOptions(contractEntries(fakeAreas));
const brandList = options.find((o) => o.key === 'merk.list') as EndpointOption;
const brandUpdate = options.find((o) => o.key === 'merk.update') as EndpointOption;
const form = (values: Partial<FaultFormValues>): FaultFormValues => ({ ...EMPTY_FAULT_FORM, endpoint: brandList, ...values });

describe('endpointOptions: every endpoint of the contract to choose from', () => {
  it('offers each endpoint of every area once, with its method and path template, grouped by area', () => {
    expect(options).toHaveLength(contractEntries(fakeAreas).length);
    expect(new Set(options.map((o) => o.key)).size).toBe(options.length);
    expect(brandList).toMatchObject({ area: 'merk', method: 'GET', path: '/admin/merk' });
    expect(brandUpdate.path).toBe('/admin/merk/{id}');
    const areas = options.map((o) => o.area);
    // Grouped: an area's endpoints are next to each other.
    expect(areas.filter((area, i) => area !== areas[i - 1]).length).toBe(new Set(areas).size);
  });
});

describe('faultRuleFromForm: the panel form to a fault rule', () => {
  it('turns the defaults plus an error text into a 500 answering { error } until cleared', () => {
    expect(faultRuleFromForm(form({ errorText: '  Server sedang sibuk ' }))).toEqual({
      rule: { method: 'GET', path: '/admin/merk', status: 500, body: { error: 'Server sedang sibuk' } },
    });
  });

  it('sends no body without an error text, so the screen shows its own message', () => {
    expect(faultRuleFromForm(form({ status: '404' }))).toEqual({ rule: { method: 'GET', path: '/admin/merk', status: 404 } });
  });

  it('reads delay and count as Indonesian numbers and keeps a template path, so /admin/merk/3 matches', () => {
    const result = faultRuleFromForm(form({ endpoint: brandUpdate, status: '503', delayMs: '1.500', times: '2' }));
    expect(result).toEqual({ rule: { method: 'PUT', path: '/admin/merk/{id}', status: 503, delayMs: 1500, times: 2 } });
    const list = createFaultList();
    if ('rule' in result) list.add(result.rule);
    expect(list.take('PUT', '/admin/merk/3')?.status).toBe(503);
  });

  it('a dropped connection carries neither status nor text, whatever was typed there', () => {
    expect(faultRuleFromForm(form({ networkError: true, status: 'abc', errorText: 'tidak dipakai' }))).toEqual({
      rule: { method: 'GET', path: '/admin/merk', networkError: true },
    });
  });

  it('a delay alone slows the endpoint down without failing it', () => {
    expect(faultRuleFromForm(form({ status: '', delayMs: '800' }))).toEqual({ rule: { method: 'GET', path: '/admin/merk', delayMs: 800 } });
  });

  it.each([
    ['no endpoint', { endpoint: null }, { endpoint: m.errors.endpointRequired }],
    ['a status below 200', { status: '101' }, { status: m.errors.status }],
    ['a status that is not a number', { status: 'lima ratus' }, { status: m.errors.status }],
    ['a delay over a minute', { delayMs: '60.001' }, { delayMs: m.errors.delay }],
    ['a fractional delay', { delayMs: '1,5' }, { delayMs: m.errors.delay }],
    ['a count of 0', { times: '0' }, { times: m.errors.times }],
    ['a negative count', { times: '-2' }, { times: m.errors.times }],
    ['nothing to do (no status, delay or dropped connection)', { status: '', delayMs: '' }, { form: m.errors.nothing }],
  ] as const)('refuses %s with an Indonesian message on its field', (_label, values, errors) => {
    expect(faultRuleFromForm(form(values as Partial<FaultFormValues>))).toEqual({ errors });
  });

  it('every rule it makes passes the HTTP fake’s own check (parseFaultRule)', () => {
    for (const values of [form({}), form({ networkError: true, times: '1' }), form({ status: '', delayMs: '60.000' }), form({ endpoint: brandUpdate, errorText: 'x' })]) {
      const result = faultRuleFromForm(values);
      expect('rule' in result && parseFaultRule(result.rule)).toEqual({ rule: 'rule' in result ? result.rule : null });
    }
  });
});

describe('describeFault: one active rule in a line', () => {
  it.each([
    [{ method: 'GET', path: '/admin/merk', status: 500, body: { error: 'Server sibuk' } }, 'GET /admin/merk — status 500 «Server sibuk», sampai dihapus'],
    [{ method: 'put', path: '/admin/merk/{id}', networkError: true, times: 2 }, 'PUT /admin/merk/{id} — putus koneksi, 2x lagi'],
    [{ path: '/admin/merk', delayMs: 1500 }, 'Semua metode /admin/merk — tunda 1.500 ms, sampai dihapus'],
  ])('%o reads as %s', (rule, text) => {
    expect(describeFault(rule)).toBe(text);
  });
});
