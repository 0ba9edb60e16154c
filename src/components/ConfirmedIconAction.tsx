import { useState, type ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { Confirm } from 'react-admin';

interface ConfirmedIconActionProps {
  /** Accessible name and tooltip of the icon button. */
  label: string;
  icon: ReactNode;
  color: 'error' | 'warning' | 'primary';
  confirmTitle: string;
  confirmContent: string;
  confirmLabel: string;
  pending: boolean;
  /** Runs the action; the dialog closes when the returned promise settles. */
  onConfirm: () => Promise<unknown>;
}

/**
 * A row action that asks first: an icon button opening react-admin's Confirm, disabled while the
 * request runs so it is sent once (destructive and money actions in this back office all do this).
 */
export const ConfirmedIconAction = ({ label, icon, color, confirmTitle, confirmContent, confirmLabel, pending, onConfirm }: ConfirmedIconActionProps) => {
  const [open, setOpen] = useState(false);
  const confirm = () => {
    if (pending) return;
    void onConfirm()
      .catch(() => undefined)
      .finally(() => setOpen(false));
  };
  return (
    <>
      <Tooltip title={label}>
        {/* The span keeps the tooltip working while the button is disabled. */}
        <span>
          <IconButton
            size="small"
            color={color}
            aria-label={label}
            disabled={pending}
            onClick={(event) => {
              event.stopPropagation();
              setOpen(true);
            }}
          >
            {icon}
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={pending}
        title={confirmTitle}
        content={confirmContent}
        confirm={confirmLabel}
        confirmColor={color === 'primary' ? 'primary' : 'warning'}
        onConfirm={confirm}
        onClose={() => {
          if (!pending) setOpen(false);
        }}
      />
    </>
  );
};
