import { describe, expect, it } from 'vitest';
import { attachmentType, checkAttachment, CHAT, fileSizeKb, isPicture } from '@/custom-pages/chat-management/rules';

describe('chat attachment rules (operations spec §5 and §9)', () => {
  it.each([
    ['foto.jpg', 'image/jpeg', 'image/jpeg'],
    ['foto.PNG', 'image/png', 'image/png'],
    ['invoice.pdf', 'application/pdf', 'application/pdf'],
    ['tanpa-tipe.jpeg', '', 'image/jpeg'],
    ['tanpa-tipe.pdf', '', 'application/pdf'],
    ['animasi.gif', 'image/gif', null],
    ['gambar.webp', 'image/webp', null],
    ['catatan.txt', 'text/plain', null],
    ['dokumen.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', null],
    // The declared type decides: a text file named .pdf is still text.
    ['palsu.pdf', 'text/plain', null],
    ['tanpa-tipe.exe', '', null],
  ])('%s declared as "%s" is %s', (name, type, expected) => {
    expect(attachmentType({ name, type })).toBe(expected);
  });

  it.each([
    [0, true],
    [1024, true],
    [5_242_879, true],
    [5_242_880, true],
    [5_242_881, false],
    [10_000_000, false],
  ])('a PDF of %i bytes is taken: %s (5 MB = 5242880 bytes is the limit)', (size, ok) => {
    const result = checkAttachment({ name: 'a.pdf', type: 'application/pdf', size });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.error).toBe('Ukuran file terlalu besar. Maksimal 5MB.');
  });

  it('refuses a file of another type with the spec message, before its size', () => {
    expect(checkAttachment({ name: 'besar.gif', type: 'image/gif', size: 9_000_000 })).toEqual({ ok: false, error: 'Tipe file tidak didukung. Hanya JPG, PNG, PDF yang diizinkan.' });
  });

  it('says a valid file is ready, naming it', () => {
    expect(checkAttachment({ name: 'bukti transfer.png', type: 'image/png', size: 2048 })).toEqual({ ok: true, mimeType: 'image/png', message: 'File "bukti transfer.png" siap untuk dikirim' });
  });

  it('keeps the limit at the spec constant', () => {
    expect(CHAT.maxFileBytes).toBe(5_242_880);
    expect(CHAT.allowedMimeTypes).toEqual(['image/jpeg', 'image/png', 'application/pdf']);
  });

  it.each([
    [0, '0 KB'],
    [1, '0,1 KB'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [12_800, '12,5 KB'],
    [5_242_880, '5.120 KB'],
  ])('shows %i bytes as %s', (bytes, shown) => {
    expect(fileSizeKb(bytes)).toBe(shown);
  });

  it.each([
    ['image/jpeg', 'https://cdn.example/bukti.jpg', true],
    ['image/png', '/uploads/bukti.png', true],
    ['image/jpeg', '', false],
    ['application/pdf', 'data:application/pdf;base64,JVBERi0=', false],
    ['', 'data:image/svg+xml;utf8,<svg/>', true],
    ['application/pdf', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==', true],
    // Declared a picture, yet its bytes are a page: never shown inline, never a src.
    ['image/png', 'data:image/png;base64,PHNjcmlwdD4=', false],
    ['image/png', 'data:text/html,<script>window.__pwned=1</script>', false],
    ['image/jpeg', 'javascript:window.__pwned=1', false],
  ])('a file of type "%s" at "%s" is a picture: %s', (type, url, expected) => {
    expect(isPicture(type, url)).toBe(expected);
  });
});
