import type { AnyEndpoint } from '../../api/endpoint';
import { parseWholeNumber } from '../../domain/number';
import { parseFaultRule, type FaultRule } from '../../fake-api/faults';
import { format } from '../../i18n/format';
import { demoMessages } from './messages';

const m = demoMessages.faults;

/** One endpoint of the contract QA can make fail: its area, its name there, method and path template. */
export interface EndpointOption {
  /** `merk.list`: area and endpoint name, unique. */
  key: string;
  area: string;
  method: string;
  path: string;
}

/** Every endpoint of the contract (`contractEntries`), grouped by area (areas and paths in order) for the picker. */
export const endpointOptions = (entries: ReadonlyArray<readonly [name: string, endpoint: AnyEndpoint]>): EndpointOption[] =>
  entries
    .map(([key, endpoint]) => ({ key, area: key.slice(0, key.lastIndexOf('.')), method: endpoint.method, path: endpoint.path }))
    .sort((a, b) => a.area.localeCompare(b.area) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method));

export const endpointLabel = (option: Pick<EndpointOption, 'method' | 'path'>): string => `${option.method} ${option.path}`;

/** What the panel's form holds: the endpoint picked and the fields as typed. */
export interface FaultFormValues {
  endpoint: EndpointOption | null;
  status: string;
  errorText: string;
  delayMs: string;
  networkError: boolean;
  times: string;
}

export const EMPTY_FAULT_FORM: FaultFormValues = { endpoint: null, status: '500', errorText: '', delayMs: '', networkError: false, times: '' };

export type FaultFormField = 'endpoint' | 'status' | 'delayMs' | 'times' | 'form';
export type FaultFormErrors = Partial<Record<FaultFormField, string>>;

const MAX_DELAY_MS = 60_000;

/** A typed whole number within [min, max] (Indonesian typing: '1.500' is 1500), null when blank, or the field's error. */
const wholeIn = (typed: string, min: number, max: number, error: string): { value: number | null } | { error: string } => {
  const parsed = parseWholeNumber(typed);
  if (!parsed.ok) return { error };
  if (parsed.value === null) return { value: null };
  return parsed.value >= min && parsed.value <= max ? { value: parsed.value } : { error };
};

/**
 * The fault rule the form describes, checked field by field with Indonesian messages and then by the
 * same `parseFaultRule` the HTTP fake applies to a rule sent to `/__fake/faults`. A dropped connection
 * sends no status or text; the error text goes as `{ error }`, what the screens show; a blank count
 * lasts until cleared.
 */
export const faultRuleFromForm = (values: FaultFormValues): { rule: FaultRule } | { errors: FaultFormErrors } => {
  const errors: FaultFormErrors = {};
  if (!values.endpoint) errors.endpoint = m.errors.endpointRequired;
  const status = values.networkError ? { value: null } : wholeIn(values.status, 200, 599, m.errors.status);
  const delay = wholeIn(values.delayMs, 0, MAX_DELAY_MS, m.errors.delay);
  const times = wholeIn(values.times, 1, Number.MAX_SAFE_INTEGER, m.errors.times);
  if ('error' in status) errors.status = status.error;
  if ('error' in delay) errors.delayMs = delay.error;
  if ('error' in times) errors.times = times.error;
  if (Object.keys(errors).length > 0 || !values.endpoint || 'error' in status || 'error' in delay || 'error' in times) return { errors };
  if (!values.networkError && status.value === null && !delay.value) return { errors: { form: m.errors.nothing } };

  const text = values.errorText.trim();
  const candidate: FaultRule = {
    method: values.endpoint.method,
    path: values.endpoint.path,
    ...(values.networkError ? { networkError: true } : {}),
    ...(status.value !== null ? { status: status.value } : {}),
    ...(status.value !== null && text !== '' ? { body: { error: text } } : {}),
    ...(delay.value ? { delayMs: delay.value } : {}),
    ...(times.value !== null ? { times: times.value } : {}),
  };
  const parsed = parseFaultRule(candidate);
  if ('error' in parsed) return { errors: { form: parsed.error } };
  return { rule: parsed.rule };
};

/** One active rule in a line: 'GET /admin/merk — status 500 «Server sibuk», tunda 800 ms, 2x lagi'. */
export const describeFault = (rule: FaultRule): string => {
  const parts: string[] = [];
  if (rule.networkError) parts.push(m.ruleNetwork);
  if (rule.status !== undefined) {
    const text = (rule.body as { error?: unknown } | undefined)?.error;
    parts.push(`${format(m.ruleStatus, { status: rule.status })}${typeof text === 'string' ? ` «${text}»` : ''}`);
  }
  if (rule.delayMs) parts.push(format(m.ruleDelay, { ms: rule.delayMs.toLocaleString('id-ID') }));
  parts.push(rule.times === undefined ? m.ruleUntilCleared : format(m.ruleTimes, { times: rule.times }));
  return `${rule.method ? rule.method.toUpperCase() : m.anyMethod} ${rule.path} — ${parts.join(', ')}`;
};
