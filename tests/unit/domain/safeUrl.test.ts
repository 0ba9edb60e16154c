import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc } from '@/domain/safeUrl';

describe('safeHref: the one rule for a stored link', () => {
  it.each([
    ['https://biteship.com/track/ABC', true],
    ['http://kurir.example/resi?id=1', true],
    ['/order-center/12', true],
    ['javascript:window.__pwned=1', false],
    ['JavaScript:window.__pwned=1', false],
    [' javascript:window.__pwned=1', false],
    ['java\tscript:window.__pwned=1', false],
    ['data:text/html,<script>window.__pwned=1</script>', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['vbscript:msgbox(1)', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['', false],
    [null, false],
    [42, false],
  ])('%j is a link: %s', (value, ok) => {
    expect(safeHref(value)).toBe(ok ? value : null);
  });
});

describe('safeImageSrc: what an <img> may load', () => {
  it.each([
    ['https://cdn.example/a.jpg', true],
    ['/uploads/a.png', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/jpeg;base64,/9j/', true],
    ['data:image/webp;base64,UklGRg==', true],
    ['data:image/gif;base64,R0lGODlh', true],
    ['data:image/svg+xml;utf8,%3Csvg/%3E', true],
    ['data:text/html,<script>window.__pwned=1</script>', false],
    ['data:application/pdf;base64,JVBERi0=', false],
    ['javascript:window.__pwned=1', false],
    [undefined, false],
  ])('%j: %s', (value, ok) => {
    expect(safeImageSrc(value)).toBe(ok ? value : null);
  });
});
