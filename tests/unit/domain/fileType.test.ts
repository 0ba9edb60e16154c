import { describe, expect, it } from 'vitest';
import { parseDataUrl, sniffDataUrl, sniffFileType, storedFileProblem } from '@/domain/fileType';

const bytes = (...values: number[]) => Uint8Array.from(values);
const b64 = (...values: number[]) => btoa(String.fromCharCode(...values));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const WEBP = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50];
const PDF = [...new TextEncoder().encode('%PDF-1.4\n')];
const HTML = [...new TextEncoder().encode('<script>window.__pwned=1</script>')];

describe('sniffFileType: a file is what its first bytes say', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
    ['PDF', PDF, 'application/pdf'],
    ['HTML', HTML, null],
    ['SVG', [...new TextEncoder().encode('<svg onload="x()"/>')], null],
    ['RIFF that is not WebP (a WAV)', [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45], null],
    ['nothing', [], null],
  ])('%s is %s', (_, values, type) => {
    expect(sniffFileType(bytes(...values))).toBe(type);
  });
});

describe('sniffDataUrl: the bytes of a data: URL decide, never its declared type', () => {
  it.each([
    [`data:application/pdf;base64,${b64(...PNG)}`, 'image/png'],
    [`data:image/png;base64,${b64(...HTML)}`, null],
    ['data:text/html,<script>window.__pwned=1</script>', null],
    ['data:application/pdf,%25PDF-1.4', 'application/pdf'],
    [`data:image/jpeg;base64,${b64(...JPEG)}`, 'image/jpeg'],
    ['https://cdn.example/a.png', null],
  ])('%s is %s', (url, type) => {
    expect(sniffDataUrl(url)).toBe(type);
  });

  it('reads the declared type and encoding', () => {
    expect(parseDataUrl('data:Image/PNG;charset=x;base64,AAAA')).toEqual({ mimeType: 'image/png', base64: true, payload: 'AAAA' });
    expect(parseDataUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('storedFileProblem: what a server may store as a file link of a declared type', () => {
  it.each([
    ['https://cdn.example/bukti.pdf', 'application/pdf', null],
    ['/uploads/bukti.pdf', 'application/pdf', null],
    [`data:application/pdf;base64,${b64(...PDF)}`, 'application/pdf', null],
    [`data:image/png;base64,${b64(...PNG)}`, 'image/png', null],
    ['data:text/html,<script>window.__pwned=1</script>', 'application/pdf', 'url'],
    ['javascript:window.__pwned=1', 'application/pdf', 'url'],
    ['//evil.example/a.pdf', 'application/pdf', 'url'],
    [`data:application/pdf;base64,${b64(...HTML)}`, 'application/pdf', 'content'],
    [`data:image/svg+xml;base64,${b64(...HTML)}`, 'image/png', 'content'],
    [`data:image/png;base64,${b64(...PDF)}`, 'image/png', 'content'],
  ])('%s as %s: %s', (url, type, problem) => {
    expect(storedFileProblem(url, type)).toBe(problem);
  });
});
