import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Button, CircularProgress, Tooltip } from '@mui/material';
import { messages } from '../i18n/messages';

interface GenerateButtonProps {
  /** What the button generates (its accessible name and tooltip), e.g. 'Generate deskripsi dengan AI'. */
  label: string;
  /** The visible text when it differs from the label (a compact 'Generate AI' beside a field). */
  text?: string;
  onClick: () => void;
  pending: boolean;
  /** Why the generator cannot run yet (a precondition of the spec); the button is off and says so. */
  disabledReason?: string | null;
  /** Off for another reason, e.g. another generator is running. */
  disabled?: boolean;
}

/** An AI-generate button: spinner and 'Membuat...' while the answer is on its way, so it is sent once. */
export const GenerateButton = ({ label, text, onClick, pending, disabledReason, disabled = false }: GenerateButtonProps) => {
  const button = (
    <Button
      size="small"
      variant="outlined"
      aria-label={label}
      onClick={onClick}
      disabled={pending || disabled || Boolean(disabledReason)}
      startIcon={pending ? <CircularProgress size={14} color="inherit" /> : <AutoAwesomeIcon fontSize="small" />}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0, mt: 1 }}
    >
      {pending ? messages.common.generating : (text ?? label)}
    </Button>
  );
  // A disabled button fires no hover events: the tooltip sits on a wrapper.
  return (
    <Tooltip title={disabledReason ?? label}>
      <span style={{ display: 'inline-flex', alignSelf: 'flex-start' }}>{button}</span>
    </Tooltip>
  );
};
