// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatAttachmentLink } from '@/custom-pages/chat-management/ChatAttachmentLink';
import { NEUTRAL_FILE_NAME } from '@/components/openFile';

const PDF = `data:application/pdf;base64,${btoa('%PDF-1.4\n%%EOF\n')}`;
const PNG = `data:image/png;base64,${btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))}`;

let blobs: Blob[];
let opened: unknown[];
let downloads: string[];

beforeEach(() => {
  blobs = [];
  opened = [];
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(url);
    return null;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const open = async (url: string) => {
  render(
    <ChatAttachmentLink url={url} label="Buka file bukti.pdf">
      Buka
    </ChatAttachmentLink>,
  );
  const link = screen.getByRole('button', { name: 'Buka file bukti.pdf' });
  // Not a link the browser could follow by itself (a middle click, a copied address).
  expect(link).not.toHaveAttribute('href');
  await userEvent.setup().click(link);
};

describe('ChatAttachmentLink: a file opens by its own bytes, never as a page of the app', () => {
  it.each([
    ['an HTML page declared a PDF', 'data:text/html,<script>window.__pwned=1</script>'],
    ['an SVG with a script', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"/>'],
    ['a script in a base64 "PDF"', `data:application/pdf;base64,${btoa('<script>window.__pwned=1</script>')}`],
  ])('downloads %s as lampiran.bin and opens nothing', async (_, url) => {
    await open(url);
    await waitFor(() => expect(downloads).toEqual([NEUTRAL_FILE_NAME]));
    expect(opened).toEqual([]);
    expect(blobs.map((blob) => blob.type)).toEqual(['application/octet-stream']);
  });

  it.each([
    ['a PDF', PDF, 'application/pdf'],
    ['a PNG declared a PDF', PNG.replace('image/png', 'application/pdf'), 'image/png'],
  ])('opens %s in a new tab as a blob of its sniffed type', async (_, url, type) => {
    await open(url);
    await waitFor(() => expect(opened).toEqual(['blob:test/1']));
    expect(blobs.map((blob) => blob.type)).toEqual([type]);
    expect(downloads).toEqual([]);
  });

  it('shows a javascript: link as no link at all', () => {
    render(
      <ChatAttachmentLink url="javascript:window.__pwned=1" label="Buka file x">
        Buka
      </ChatAttachmentLink>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('chat-attachment-unavailable')).toHaveTextContent('File tidak dapat dibuka');
  });
});
