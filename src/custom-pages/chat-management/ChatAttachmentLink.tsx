import type { ReactNode } from 'react';
import { Link, Typography } from '@mui/material';
import { openFile } from '../../components/openFile';
import { parseDataUrl } from '../../domain/fileType';
import { safeHref } from '../../domain/safeUrl';
import { chatManagementMessages as m } from './messages';

/**
 * Opens a customer's or the shop's file without ever showing it as a page of this app: its own bytes
 * decide (`openFile`: PNG, JPEG, WebP and PDF open as a blob of that type, anything else downloads as
 * 'lampiran.bin'). A link that is neither a data: URL nor an http(s) address is not a link at all.
 */
export const ChatAttachmentLink = ({ url, label, children, color }: { url: string; label: string; children: ReactNode; color?: string }) => {
  if (!parseDataUrl(url) && !safeHref(url)) {
    return (
      <Typography variant="caption" sx={{ flexShrink: 0, opacity: 0.85 }} data-testid="chat-attachment-unavailable">
        {m.fileUnavailable}
      </Typography>
    );
  }
  return (
    <Link component="button" type="button" aria-label={label} onClick={() => void openFile(url)} sx={{ color, fontWeight: 600, flexShrink: 0 }} data-testid="chat-attachment-open">
      {children}
    </Link>
  );
};
