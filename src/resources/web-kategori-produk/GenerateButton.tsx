import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** An AI-generate button: spinner and 'Membuat...' while the answer is on its way, so it is sent once. */
export const GenerateButton = ({ label, pending, disabled = false, onClick }: { label: string; pending: boolean; disabled?: boolean; onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={onClick}
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress size={14} color="inherit" /> : <AutoAwesomeIcon />}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {pending ? translate('app.category.generating') : label}
    </Button>
  );
};
