import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { RaRecord } from 'react-admin';
import { messages } from '../i18n/messages';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { useDeleteRecord, type DeleteMessages } from './useDeleteRecord';
import { useOpenedOnce } from './useOpenedOnce';

export interface DeleteRecordButtonProps<R extends RaRecord> {
  resource: string;
  record: R;
  /** The filled question and its explanation, from the area's messages. */
  title: string;
  content: string;
  messages: DeleteMessages;
}

interface DeleteFlowProps<R extends RaRecord> extends DeleteRecordButtonProps<R> {
  open: boolean;
  onClose: () => void;
}

/** The confirmation and the delete behind it, mounted once a row's delete is first asked for. */
const DeleteFlow = <R extends RaRecord>({ resource, record, title, content, messages: texts, open, onClose }: DeleteFlowProps<R>) => {
  const { remove, isPending } = useDeleteRecord<R>(resource, texts);
  return (
    <DeleteConfirmDialog
      open={open}
      title={title}
      content={content}
      pending={isPending}
      onConfirm={() => void remove(record).finally(onClose)}
      onClose={onClose}
    />
  );
};

/**
 * A row's delete: an icon button, the one confirmation, the one pessimistic send-once delete. A list
 * renders one per row, so the dialog and the mutation mount only when the row's delete is first asked
 * for (and stay, so the dialog can fade out); while the delete runs the open dialog holds the screen.
 */
export const DeleteRecordButton = <R extends RaRecord>(props: DeleteRecordButtonProps<R>) => {
  const [open, setOpen] = useState(false);
  const asked = useOpenedOnce(open);
  return (
    <>
      <Tooltip title={messages.common.delete}>
        <IconButton
          size="small"
          color="error"
          aria-label={messages.common.delete}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {asked && <DeleteFlow {...props} open={open} onClose={() => setOpen(false)} />}
    </>
  );
};
