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

describe('the app store: the locale', () => {
  it("reads as the app's own ('id') when none was stored, so react-admin's i18n renders the app on the first pass", () => {
    expect(readyStore().getItem('locale')).toBe('id');
  });

  it('returns a stored locale, and other keys keep their own defaults', () => {
    const store = readyStore();
    expect(store.getItem('sidebar.open', true)).toBe(true);
    store.setItem('locale', 'en');
    expect(store.getItem('locale')).toBe('en');
  });
});
