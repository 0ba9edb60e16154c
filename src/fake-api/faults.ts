import * as z from 'zod/mini';

/**
 * Failures a test (or QA) asks the fake backend to produce, to prove the interface loses nothing:
 * an error status with a body, a network failure, or a delay. Matched by method and path template
 * (`/admin/merk/{id}`) or concrete path (`/admin/merk/3`).
 */
export interface FaultRule {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
  networkError?: boolean;
  delayMs?: number;
  /** How many matching requests to affect; unlimited when absent. */
  times?: number;
}

/**
 * What a `networkError` rule makes the backend throw. It is a TypeError with fetch's own message, so in
 * the browser the API client sees exactly what a dead network gives it. The Node server tells it apart
 * from a crash and answers so that the browser's fetch fails on every matching request (see
 * `failLikeANetwork` in `nodeServer.ts`).
 */
export class SimulatedNetworkError extends TypeError {
  constructor() {
    super('Failed to fetch');
    this.name = 'SimulatedNetworkError';
  }
}

/** Statuses a fault can answer with: any the Fetch API can carry as a response to a request. */
const faultRuleSchema = z.strictObject({
  method: z.optional(z.string().check(z.regex(/^[A-Za-z]{1,16}$/))),
  path: z.string().check(z.regex(/^\/\S*$/), z.maxLength(2000)),
  status: z.optional(z.int().check(z.gte(200), z.lte(599))),
  body: z.optional(z.unknown()),
  networkError: z.optional(z.boolean()),
  delayMs: z.optional(z.int().check(z.gte(0), z.lte(60_000))),
  times: z.optional(z.int().check(z.gte(1))),
});

/**
 * A rule as sent by a test over HTTP, checked: a rule without a path or with a status the Fetch API
 * cannot answer with would otherwise break every later request instead of this one.
 */
export const parseFaultRule = (input: unknown): { rule: FaultRule } | { error: string } => {
  const parsed = faultRuleSchema.safeParse(input);
  if (parsed.success) return { rule: parsed.data };
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.map(String).join('.') || 'aturan'))].join(', ');
  return { error: `Aturan gangguan tidak valid: ${fields}.` };
};

const templateToRegExp = (template: string): RegExp =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);

export const faultMatches = (rule: FaultRule, method: string, path: string): boolean =>
  (!rule.method || rule.method.toUpperCase() === method.toUpperCase()) &&
  (rule.path === path || templateToRegExp(rule.path).test(path));

export interface FaultList {
  list(): FaultRule[];
  add(rule: FaultRule): void;
  clear(): void;
  /** The rule that applies to this request, consuming one of its `times`. */
  take(method: string, path: string): FaultRule | undefined;
}

/**
 * `load`/`save` keep the rules somewhere shared (the browser keeps them in localStorage so a test can
 * set them before a reload); without them the rules live in memory.
 */
export const createFaultList = (load?: () => FaultRule[], save: (rules: FaultRule[]) => void = () => {}): FaultList => {
  let rules = load?.() ?? [];
  const commit = (next: FaultRule[]) => {
    rules = next;
    save(rules);
  };
  return {
    list: () => rules,
    add: (rule) => commit([...rules, rule]),
    clear: () => commit([]),
    take(method, path) {
      if (load) rules = load();
      const index = rules.findIndex((rule) => faultMatches(rule, method, path));
      if (index < 0) return undefined;
      const rule = rules[index] as FaultRule;
      if (rule.times !== undefined) {
        const remaining = rule.times - 1;
        commit(remaining > 0 ? rules.map((r, i) => (i === index ? { ...r, times: remaining } : r)) : rules.filter((_, i) => i !== index));
      }
      return rule;
    },
  };
};
