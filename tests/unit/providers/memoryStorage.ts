/** A minimal in-memory Web Storage for provider tests. */
export const createMemoryStorage = (initial: Record<string, string> = {}): Storage & { entries(): Record<string, string> } => {
  const map = new Map<string, string>(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => Array.from(map.keys())[index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, String(value));
    },
    removeItem: (key: string) => {
      map.delete(key);
    },
    clear: () => map.clear(),
    entries: () => Object.fromEntries(map),
  };
};
