import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm } from 'react-admin';
import { messages } from '../i18n/messages';
import { useOpenedOnce } from './useOpenedOnce';

export interface DeleteConfirmDialogProps {
  open: boolean;
  /** The spec's question, already filled (`format(m.deleteConfirmTitle, { name })`). */
  title: string;
  content: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The one confirmation before a delete: 'Hapus' on every screen, both buttons held while it runs. */
export const DeleteConfirmDialog = (props: DeleteConfirmDialogProps) => (useOpenedOnce(props.open) ? <DeleteConfirmDialogView {...props} /> : null);

const DeleteConfirmDialogView = ({ open, title, content, pending, onConfirm, onClose }: DeleteConfirmDialogProps) => (
  <Confirm
    isOpen={open}
    loading={pending}
    title={title}
    content={content}
    confirm={messages.common.delete}
    confirmColor="warning"
    ConfirmIcon={DeleteIcon}
    onConfirm={() => {
      if (!pending) onConfirm();
    }}
    onClose={() => {
      if (!pending) onClose();
    }}
  />
);
