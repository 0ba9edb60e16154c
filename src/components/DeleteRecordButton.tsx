import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { RaRecord } from 'react-admin';
import { messages } from '../i18n/messages';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { useDeleteRecord, type DeleteMessages } from './useDeleteRecord';

export interface DeleteRecordButtonProps<R extends RaRecord> {
  resource: string;
  record: R;
  /** The filled question and its explanation, from the area's messages. */
  title: string;
  content: string;
  messages: DeleteMessages;
}

/** A row's delete: an icon button, the one confirmation, the one pessimistic send-once delete. */
export const DeleteRecordButton = <R extends RaRecord>({ resource, record, title, content, messages: texts }: DeleteRecordButtonProps<R>) => {
  const [open, setOpen] = useState(false);
  const { remove, isPending } = useDeleteRecord<R>(resource, texts);
  return (
    <>
      <Tooltip title={messages.common.delete}>
        {/* The span keeps the tooltip working while the button is disabled. */}
        <span>
          <IconButton
            size="small"
            color="error"
            aria-label={messages.common.delete}
            disabled={isPending}
            onClick={(event) => {
              event.stopPropagation();
              setOpen(true);
            }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <DeleteConfirmDialog
        open={open}
        title={title}
        content={content}
        pending={isPending}
        onConfirm={() => void remove(record).finally(() => setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
