import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Button, CircularProgress, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

interface GenerateButtonProps {
  /** What the button generates, e.g. 'Generate deskripsi dengan AI' (its accessible name). */
  label: string;
  onClick: () => void;
  pending: boolean;
  /** Every generator needs the title: without it the button is off and says why. */
  disabledReason?: string | null;
  /** Another generator is running. */
  busy?: boolean;
}

export const GenerateButton = ({ label, onClick, pending, disabledReason, busy = false }: GenerateButtonProps) => {
  const translate = useTranslate();
  const button = (
    <Button
      size="small"
      variant="outlined"
      aria-label={label}
      onClick={onClick}
      disabled={pending || busy || Boolean(disabledReason)}
      startIcon={pending ? <CircularProgress size={14} /> : <AutoAwesomeIcon fontSize="small" />}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0, mt: 1 }}
    >
      {translate(pending ? 'app.product.generating' : 'app.product.generate')}
    </Button>
  );
  // A disabled button fires no hover events: the tooltip sits on a wrapper.
  return (
    <Tooltip title={disabledReason ?? label}>
      <span style={{ display: 'inline-flex', alignSelf: 'flex-start' }}>{button}</span>
    </Tooltip>
  );
};
