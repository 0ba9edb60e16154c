import { describe, expect, it } from 'vitest';
import { classifyLink, resolveLink, SITE_PATHS } from '@/resources/banner/rules/link';

describe('classifyLink: a stored link shows in the selector as the spec says on edit', () => {
  it.each([
    ['', 'page', { page: '' }],
    ['/', 'page', { page: '/' }],
    ['/promo', 'page', { page: '/promo' }],
    ['/produk/semen-tiga-roda-50kg', 'product', { productSlug: 'semen-tiga-roda-50kg' }],
    ['/produk/cat%20tembok', 'product', { productSlug: 'cat tembok' }],
    // '/produk/' alone names no product, and '/produk' is the fixed list's page
    ['/produk/', 'custom', { custom: '/produk/' }],
    ['/produk', 'page', { page: '/produk' }],
    ['https://wa.me/628123456789', 'custom', { custom: 'https://wa.me/628123456789' }],
    ['/blog/tips-renovasi', 'custom', { custom: '/blog/tips-renovasi' }],
    ['  /promo  ', 'page', { page: '/promo' }],
  ])('%j is %s', (stored, mode, fields) => {
    const choice = classifyLink(stored);
    expect(choice.mode).toBe(mode);
    expect(choice).toMatchObject(fields);
  });

  it('round-trips every fixed path, products and custom links', () => {
    for (const { path } of SITE_PATHS) expect(resolveLink(classifyLink(path))).toBe(path);
    expect(resolveLink(classifyLink('/produk/bata-ringan'))).toBe('/produk/bata-ringan');
    expect(resolveLink(classifyLink('https://contoh.id/x?y=1'))).toBe('https://contoh.id/x?y=1');
  });

  it('resolves nothing chosen to an empty link', () => {
    expect(resolveLink({ mode: 'product', page: '/promo', productSlug: ' ', custom: 'x' })).toBe('');
  });
});
