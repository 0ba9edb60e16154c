import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createShopStore } from '@/providers/store';

/** Set up as react-admin's <Admin> does before any component reads it. */
const readyStore = () => {
  const store = createShopStore(memoryStore());
  store.setup();
  return store;
};

describe('the app store: logout (a store reset) keeps the person’s theme and forgets the session’s state', () => {
  it('keeps a chosen dark theme and drops everything else', () => {
    const store = readyStore();
    store.setItem('theme', 'dark');
    store.setItem('produk-web.listParams', { page: 3 });
    store.reset();
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('produk-web.listParams')).toBeUndefined();
  });

  it('leaves no theme behind when none was chosen (the system setting still decides)', () => {
    const store = readyStore();
    store.setItem('sidebar.open', false);
    store.reset();
    expect(store.getItem('theme')).toBeUndefined();
    expect(store.getItem('sidebar.open')).toBeUndefined();
  });
});
