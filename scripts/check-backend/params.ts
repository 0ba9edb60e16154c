/**
 * Harmless parameters for the checker's calls, worked out from the contract alone: the least a query
 * schema requires, and for a path parameter (`{id}`, `{orderId}`) a real value taken from a record the
 * server itself listed, never a made-up one. Pure.
 */
import type * as z from 'zod/mini';
import { pathParamNames, type AnyEndpoint } from '../../src/api/endpoint';

/** The parts of zod's internal definition the filler reads; zod/mini has no public walker. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodMiniType[];
  in?: z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType): SchemaDef => schema._zod.def as unknown as SchemaDef;
const isOptional = (schema: z.ZodMiniType): boolean => schema._zod.optin === 'optional';

/** The words a query's required text or number is given; a shop for building materials searches "semen". */
const HARMLESS_TEXT = 'semen';

const harmlessNumber = (key: string, today: Date): number => {
  if (/^(limit|per_?page|page_?size|take)$/i.test(key)) return 10;
  if (/^(bulan|month)$/i.test(key)) return today.getMonth() + 1;
  if (/^(tahun|year)$/i.test(key)) return today.getFullYear();
  return 1;
};

const isoDate = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The value a required query field gets, or `undefined` when its type gives no harmless one. */
const harmlessValue = (key: string, schema: z.ZodMiniType, today: Date): string | undefined => {
  const def = defOf(schema);
  switch (def.type) {
    case 'enum':
      return def.entries ? String(Object.values(def.entries)[0]) : undefined;
    case 'literal':
      return def.values?.length ? String(def.values[0]) : undefined;
    case 'number':
    case 'int':
    case 'bigint':
      return String(harmlessNumber(key, today));
    case 'boolean':
      return 'false';
    case 'string':
      return /tanggal|date/i.test(key) ? isoDate(today) : HARMLESS_TEXT;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? harmlessValue(key, def.innerType, today) : undefined;
    case 'pipe':
      return def.in ? harmlessValue(key, def.in, today) : undefined;
    case 'union':
      for (const option of def.options ?? []) {
        const value = harmlessValue(key, option, today);
        if (value !== undefined) return value;
      }
      return undefined;
    default:
      return undefined;
  }
};

export type QueryFill = { query: Record<string, string> } | { unfillable: string };

/** Optional fields naming a period (a report's day, month, year), which a server may want after all. */
const PERIOD_FIELD = /tanggal|date|bulan|month|tahun|year/i;

/**
 * The least query an endpoint accepts: optional fields left out, required ones given the first
 * choice of an enum, a small number (a `limit` of 10, this month, this year), `false`, or "semen".
 * With `withPeriod`, optional period fields are given today too: a report filtered "daily" may refuse
 * a query without its day although the contract lets it out.
 */
export const harmlessQuery = (schema: z.ZodMiniType | undefined, today: Date = new Date(), withPeriod = false): QueryFill => {
  if (!schema) return { query: {} };
  const def = defOf(schema);
  if (def.type !== 'object' || !def.shape) return isOptional(schema) ? { query: {} } : { unfillable: 'the query is not an object of fields' };
  const query: Record<string, string> = {};
  for (const [key, field] of Object.entries(def.shape)) {
    if (isOptional(field)) {
      const value = withPeriod && PERIOD_FIELD.test(key) ? harmlessValue(key, field, today) : undefined;
      if (value !== undefined) query[key] = value;
      continue;
    }
    const value = harmlessValue(key, field, today);
    if (value === undefined) return { unfillable: `no harmless value for the required query field "${key}"` };
    query[key] = value;
  }
  return { query };
};

export const queryString = (query: Record<string, string>): string => {
  const text = new URLSearchParams(query).toString();
  return text ? `?${text}` : '';
};

/** A GET endpoint's answer, already found to fit its schema, unwrapped the way the app reads it. */
export interface KnownAnswer {
  name: string;
  endpoint: AnyEndpoint;
  unwrapped: unknown;
}

const segments = (path: string): string[] => path.split('/').filter(Boolean);
const stemOf = (param: string): string => param.replace(/_?id$/i, '').toLowerCase();
const records = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object' && !Array.isArray(item)) : [];

const isPathValue = (value: unknown): value is string | number =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');

/** `orderId` also as `order_id`, `order_id` also as `orderId`. */
const spellings = (param: string): string[] => {
  const snake = param.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const camel = param.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return [...new Set([param, snake, camel])];
};

/**
 * How well a parameterless list speaks about a template's parameter: the collection the template hangs
 * under (`/admin/merk` for `/admin/merk/{id}`) first, then one named after the parameter (`/admin/produk`
 * for `{produkId}`), then by the leading path segments they share.
 */
const affinity = (template: string, param: string, source: string): number => {
  const collection = template.slice(0, template.indexOf(`{${param}}`)).replace(/\/+$/, '');
  if (source === collection) return 3000;
  const stem = stemOf(param);
  const last = segments(source).at(-1)?.toLowerCase() ?? '';
  const named = stem !== '' && last.includes(stem) ? 2000 : 0;
  const mine = segments(template);
  const theirs = segments(source);
  let shared = 0;
  while (shared < mine.length && shared < theirs.length && mine[shared] === theirs[shared]) shared += 1;
  return named + shared;
};

export type ParamFill = { params: Record<string, string | number>; from: string } | { unfillable: string };

/**
 * Real values for a template's path parameters, from the first record of answers already received:
 * a field named as the parameter (`orderId` in the chat's threads), in any list; else, for `{id}` or
 * `{xId}`, the `id` of a record of the list that is about it (see `affinity`): the collection the
 * address hangs under, or a list named after the parameter. Lists of the same area are preferred, as
 * they hold the records that area's addresses take.
 */
export const pathParamValues = (template: string, area: string, answers: readonly KnownAnswer[]): ParamFill => {
  const params: Record<string, string | number> = {};
  const used: string[] = [];
  const lists = answers.filter((answer) => records(answer.unwrapped).length > 0);
  const groups = [lists.filter((a) => a.name.startsWith(`${area}.`)), lists.filter((a) => !a.name.startsWith(`${area}.`))];
  for (const param of pathParamNames(template)) {
    const isIdLike = param === 'id' || stemOf(param) !== param.toLowerCase();
    let found: { value: string | number; from: string } | undefined;
    for (const group of groups) {
      const ranked = group
        .map((answer) => ({ answer, first: records(answer.unwrapped)[0] as Record<string, unknown>, score: affinity(template, param, answer.endpoint.path) }))
        .sort((a, b) => b.score - a.score);
      // A bare `id` says nothing of whose: only the list the address hangs under may give it.
      for (const { answer, first } of param === 'id' ? [] : ranked) {
        const field = spellings(param).find((name) => isPathValue(first[name]));
        if (field) {
          found = { value: first[field] as string | number, from: `${answer.name}[0].${field}` };
          break;
        }
      }
      const about = isIdLike && !found ? ranked.find(({ score, first }) => score >= 2000 && isPathValue(first.id)) : undefined;
      if (about) found = { value: about.first.id as string | number, from: `${about.answer.name}[0].id` };
      if (found) break;
    }
    if (!found) return { unfillable: `no record found to take {${param}} from` };
    params[param] = found.value;
    used.push(found.from);
  }
  return { params, from: used.join(', ') };
};
