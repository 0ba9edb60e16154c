import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@mui/material';

/**
 * Opens a file in a new tab. A `data:` URL (the fake backend's files) cannot be opened as a page in
 * Chromium, so it is opened as a blob of the same bytes; any other URL is a plain link.
 */
const openData = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
  if (!url.startsWith('data:')) return;
  event.preventDefault();
  void fetch(url)
    .then((response) => response.blob())
    .then((blob) => {
      const objectUrl = URL.createObjectURL(blob);
      window.open(objectUrl, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    });
};

export const ChatAttachmentLink = ({ url, label, children, color }: { url: string; label: string; children: ReactNode; color?: string }) => (
  <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={label} onClick={(event) => openData(event, url)} sx={{ color, fontWeight: 600 }} data-testid="chat-attachment-open">
    {children}
  </Link>
);
