import { useState, type FormEvent } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useCreate, useNotify } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { useGuardedMutation } from '../../providers/queries';
import type { Merk } from './schemas';
import { slugify } from '../../domain/slugify';
import { isBlankText } from '../../domain/validation';
import { cleanMerkFields, firstMerkError } from './rules';
import { merkMessages } from './messages';
import { DialogSaveActions } from '../../components/DialogSaveActions';

interface MerkQuickAddDialogProps {
  open: boolean;
  onClose: () => void;
  /** The brand as stored, so the caller can select it at once. */
  onCreated: (merk: Merk) => void;
}

/** Add a brand without leaving the current form (the product form uses it). Slug follows the name. */
export const MerkQuickAddDialog = ({ open, onClose, onCreated }: MerkQuickAddDialogProps) => {
  const notify = useNotify();
  const [create] = useCreate<Merk>();
  // Through react-admin's create, so the brand lists it keeps are updated; sent once under a double click.
  const save = useGuardedMutation<Pick<Merk, 'nama' | 'slug'>, Merk>({
    mutationFn: (fields) => create('merk', { data: { ...fields, isActive: true } }, { returnPromise: true }) as Promise<Merk>,
  });
  const isPending = save.isPending;
  const [nama, setNama] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The name rules' own messages go as soon as the name changes; a server's refusal stays until the next try.
  const [errorIsNameRule, setErrorIsNameRule] = useState(false);
  const slug = slugify(nama);
  const refuse = (message: string, nameRule: boolean) => {
    setError(message);
    setErrorIsNameRule(nameRule);
  };

  const close = () => {
    if (isPending) return;
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    if (isBlankText(nama)) {
      refuse(merkMessages.quickAddNameRequired, true);
      return;
    }
    // A name of only symbols leaves no slug (the spec's required message); a long one is told its limit.
    const ruleBroken = firstMerkError({ nama, slug });
    if (ruleBroken) {
      refuse(ruleBroken, true);
      return;
    }
    setError(null);
    try {
      const merk = await save.runAsync(cleanMerkFields({ nama, slug }));
      // A second click in the same instant, before the disabled button is drawn, sends nothing.
      if (merk === undefined) return;
      notify(merkMessages.created, { type: 'success' });
      setNama('');
      onCreated(merk);
      onClose();
    } catch (caught) {
      refuse(errorMessage(caught, merkMessages.saveFailed), false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{merkMessages.quickAddTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label={merkMessages.nama} value={nama} onChange={(e) => {
                setNama(e.target.value);
                if (errorIsNameRule) setError(null);
              }} autoFocus fullWidth />
            <TextField label={merkMessages.slug} value={slug} fullWidth slotProps={{ input: { readOnly: true } }} helperText={merkMessages.slugHint} />
          </Stack>
        </DialogContent>
        <DialogSaveActions onCancel={close} saving={isPending} />
      </form>
    </Dialog>
  );
};
