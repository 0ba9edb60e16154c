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
