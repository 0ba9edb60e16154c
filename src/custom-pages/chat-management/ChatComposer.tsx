import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Box, Button, CircularProgress, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ImageIcon from '@mui/icons-material/Image';
import type { Id } from '../../api/schemas/common';
import { format } from '../../i18n/format';
import { useChatNotify, useSendChatMessage } from './hooks';
import { chatManagementMessages as m } from './messages';
import { buildMessageBody, checkAttachment, CHAT, fileSizeKb } from './rules';
import { modeValue } from '../../components/modeValue';

const ACCEPT = ['.jpg', '.jpeg', '.png', '.pdf', ...CHAT.allowedMimeTypes].join(',');

interface Draft {
  text: string;
  file: File | null;
}

/**
 * Unsent drafts by order, for this tab's life: a composer that is mounted again (the window turned from
 * wide to narrow, another chat opened and this one reopened) finds what was typed and attached.
 */
const drafts = new Map<string, Draft>();

/**
 * The composer (operations spec §2 and §5): two rows, Enter sends and Shift+Enter starts a new line, a JPG,
 * PNG or PDF of at most 5 MB attached and previewed with its size. What is typed and attached stays
 * until the message is sent: a failed send keeps both, and the screen's refreshes never remount it.
 */
export const ChatComposer = ({ orderId, onSent }: { orderId: Id; onSent: () => void }) => {
  const notify = useChatNotify();
  const key = String(orderId);
  const [draft, setDraft] = useState<Draft>(() => drafts.get(key) ?? { text: '', file: null });
  const { text, file } = draft;
  const update = (change: Partial<Draft>) =>
    setDraft((current) => {
      const next = { ...current, ...change };
      if (next.text || next.file) drafts.set(key, next);
      else drafts.delete(key);
      return next;
    });
  const setText = (value: string) => update({ text: value });
  const setFile = (value: File | null) => update({ file: value });
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendChatMessage(() => {
    update({ text: '', file: null });
    onSent();
  });

  const submit = () => {
    if (send.isPending) return;
    const checked = buildMessageBody(orderId, text, file ? { fileUrl: 'pending-upload', fileName: file.name, fileSize: file.size, mimeType: file.type, isPaymentProof: false } : null);
    if (!checked.ok) {
      notify('error', checked.error);
      return;
    }
    send.run({ orderId, content: checked.body.content, file });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const pick = (picked: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!picked) return;
    const checked = checkAttachment(picked);
    if (!checked.ok) {
      notify('error', checked.error);
      return;
    }
    setFile(picked);
    notify('info', checked.message);
  };

  return (
    <Box
      component="form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
      sx={{ borderTop: 1, borderColor: 'divider', p: 1.5, bgcolor: 'background.paper' }}
      data-testid="chat-composer"
    >
      {file && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, p: 1, borderRadius: 1, bgcolor: modeValue('grey.100', 'grey.800'), minWidth: 0 }} data-testid="chat-file-preview">
          {file.type === 'application/pdf' ? <PictureAsPdfIcon color="error" aria-hidden /> : <ImageIcon color="primary" aria-hidden />}
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="chat-file-name">
            {file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }} data-testid="chat-file-size">
            {fileSizeKb(file.size)}
          </Typography>
          <IconButton size="small" aria-label={format(m.removeFile, { file: file.name })} onClick={() => setFile(null)} disabled={send.isPending}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <input ref={fileInput} type="file" accept={ACCEPT} hidden onChange={(event) => pick(event.target.files?.[0])} data-testid="chat-file-input" aria-label={m.attach} />
        <Tooltip title={m.attach}>
          <span>
            <IconButton aria-label={m.attach} onClick={() => fileInput.current?.click()} disabled={send.isPending} data-testid="chat-attach">
              <AttachFileIcon />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          multiline
          rows={CHAT.composerRows}
          fullWidth
          size="small"
          label={m.composerLabel}
          placeholder={m.composerPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        <Button
          type="submit"
          variant="contained"
          disabled={send.isPending}
          startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
          sx={{ flexShrink: 0, minHeight: 40 }}
          data-testid="chat-send"
        >
          {send.isPending ? m.sending : m.send}
        </Button>
      </Stack>
    </Box>
  );
};
