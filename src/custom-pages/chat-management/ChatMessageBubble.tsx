import { Box, Chip, Stack, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import { format } from '../../i18n/format';
import { displayText } from '../../domain/displayText';
import { ChatAttachmentLink } from './ChatAttachmentLink';
import { chatManagementMessages as m } from './messages';
import { approvalLabel, fileSizeKb, formatChatTime, isPicture } from './rules';
import type { ChatAttachment, ChatMessage } from './schemas';
import { modeValue } from '../../components/modeValue';

const APPROVAL_COLOR = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

const Attachment = ({ attachment, mine }: { attachment: ChatAttachment; mine: boolean }) => {
  const picture = isPicture(attachment.mimeType, attachment.fileUrl);
  const linkColor = mine ? 'primary.contrastText' : 'primary.main';
  return (
    <Box sx={{ mt: 1, p: 1, borderRadius: 1, bgcolor: mine ? 'rgba(255,255,255,0.14)' : 'background.paper', border: 1, borderColor: mine ? 'rgba(255,255,255,0.35)' : 'divider' }} data-testid="chat-attachment">
      {picture && <Box component="img" src={attachment.fileUrl} alt={displayText(attachment.fileName)} loading="lazy" sx={{ display: 'block', maxWidth: '100%', maxHeight: 180, borderRadius: 0.5, mb: 0.75, bgcolor: 'common.white' }} />}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        {!picture && (attachment.mimeType === 'application/pdf' ? <PictureAsPdfIcon fontSize="small" aria-hidden /> : <InsertDriveFileIcon fontSize="small" aria-hidden />)}
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="chat-attachment-name">
          <bdi>{displayText(attachment.fileName)}</bdi>
        </Typography>
        <Typography variant="caption" sx={{ flexShrink: 0, opacity: 0.85 }}>
          {fileSizeKb(attachment.fileSize)}
        </Typography>
        <ChatAttachmentLink url={attachment.fileUrl} label={format(m.openFileLabel, { file: displayText(attachment.fileName) })} color={linkColor}>
          {m.openFile}
        </ChatAttachmentLink>
      </Stack>
      {attachment.approvalStatus && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            {m.paymentProof}
          </Typography>
          <Chip size="small" label={approvalLabel(attachment.approvalStatus)} color={APPROVAL_COLOR[attachment.approvalStatus]} data-testid="chat-proof-status" data-status={attachment.approvalStatus} />
          {attachment.rejectionReason && (
            <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
              {format(m.rejectionReasonShown, { reason: displayText(attachment.rejectionReason) })}
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
};

/** One message (operations spec §2): the shop's on the right in blue, the customer's on the left in grey; sender, time and files. */
export const ChatMessageBubble = ({ message }: { message: ChatMessage }) => {
  const mine = message.sender === 'ADMIN';
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }} data-testid="chat-message" data-sender={message.sender}>
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderTopRightRadius: mine ? 4 : undefined,
          borderTopLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : modeValue('grey.200', 'grey.800'),
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="caption" component="p" sx={{ fontWeight: 700, opacity: 0.9 }}>
          {mine ? m.admin : m.customer}
        </Typography>
        {message.messageContent && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chat-message-text">
            <bdi>{displayText(message.messageContent)}</bdi>
          </Typography>
        )}
        {message.attachments.map((attachment, index) => (
          <Attachment key={`${attachment.fileUrl.slice(0, 40)}-${index}`} attachment={attachment} mine={mine} />
        ))}
        <Typography variant="caption" component="p" sx={{ textAlign: 'right', mt: 0.5, opacity: 0.85 }} data-testid="chat-message-time">
          {formatChatTime(message.sentAt)}
        </Typography>
      </Box>
    </Box>
  );
};
