import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  createFilterOptions,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { contractEntries } from '../../fake-api/area';
import { fakeAreas } from '../../fake-api/areas';
import type { FaultRule } from '../../fake-api/faults';
import { format } from '../../i18n/format';
import { describeFault, EMPTY_FAULT_FORM, endpointLabel, endpointOptions, faultRuleFromForm, type EndpointOption, type FaultFormErrors, type FaultFormValues } from './faultForm';
import { demoMessages } from './messages';
import { useIsPhone } from '../../components/useIsPhone';

const m = demoMessages.faults;

/** A rule with `times` is used up by requests while the panel is open; the list follows within this long. */
const REFRESH_MS = 1000;

const filter = createFilterOptions<EndpointOption>({ stringify: (option) => `${option.key} ${option.method} ${option.path}` });

const readFaults = (): FaultRule[] => window.__fakeApi?.faults() ?? [];

/**
 * The QA fault panel (fake mode only): makes any endpoint of the contract fail with a status and an
 * error text, slow down, or drop the connection, a number of times or until cleared; lists the faults in
 * force, each removable, and clears them all. The rules are `__fakeApi.fail`'s, checked by the same
 * `parseFaultRule` as the HTTP fake's. Every change refreshes what is on screen, so the fault (or its
 * end) shows at once.
 */
const FaultPanelDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const phone = useIsPhone();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const options = useMemo(() => endpointOptions(contractEntries(fakeAreas)), []);
  const [values, setValues] = useState<FaultFormValues>(EMPTY_FAULT_FORM);
  const [errors, setErrors] = useState<FaultFormErrors>({});
  const [active, setActive] = useState<FaultRule[]>(readFaults);

  useEffect(() => {
    if (!open) return;
    setActive(readFaults());
    const timer = window.setInterval(() => setActive(readFaults()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [open]);

  const set = <K extends keyof FaultFormValues>(key: K, value: FaultFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
  };

  const changed = () => {
    setActive(readFaults());
    void queryClient.invalidateQueries();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = faultRuleFromForm(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    window.__fakeApi?.fail(result.rule);
    notify(m.added, { type: 'info' });
    changed();
  };

  const remove = (index: number) => {
    window.__fakeApi?.removeFault(index);
    changed();
  };

  const clearAll = () => {
    window.__fakeApi?.clearFaults();
    notify(m.cleared, { type: 'info' });
    changed();
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="fault-panel-title" data-testid="fault-panel">
      <DialogTitle id="fault-panel-title">{m.title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {m.intro}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label={m.title}>
          <Stack spacing={2}>
            <Autocomplete
              options={options}
              value={values.endpoint}
              onChange={(_event, option) => set('endpoint', option)}
              groupBy={(option) => option.area}
              getOptionLabel={endpointLabel}
              getOptionKey={(option) => option.key}
              isOptionEqualToValue={(option, value) => option.key === value.key}
              filterOptions={filter}
              noOptionsText={m.noEndpoint}
              renderInput={(params) => (
                <TextField {...params} label={m.endpoint} required error={Boolean(errors.endpoint)} helperText={errors.endpoint ?? m.endpointHelp} />
              )}
            />
            <FormControlLabel
              control={<Checkbox checked={values.networkError} onChange={(event) => set('networkError', event.target.checked)} />}
              label={m.networkError}
              aria-describedby="fault-network-help"
            />
            <FormHelperText id="fault-network-help" sx={{ mt: '-12px !important', ml: 4 }}>
              {m.networkErrorHelp}
            </FormHelperText>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={m.status}
                value={values.networkError ? '' : values.status}
                onChange={(event) => set('status', event.target.value)}
                disabled={values.networkError}
                error={Boolean(errors.status)}
                helperText={errors.status}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: 1 }}
              />
              <TextField
                label={m.delay}
                value={values.delayMs}
                onChange={(event) => set('delayMs', event.target.value)}
                error={Boolean(errors.delayMs)}
                helperText={errors.delayMs ?? m.delayHelp}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: 1 }}
              />
              <TextField
                label={m.times}
                value={values.times}
                onChange={(event) => set('times', event.target.value)}
                error={Boolean(errors.times)}
                helperText={errors.times ?? m.timesHelp}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: 1 }}
              />
            </Stack>
            <TextField
              label={m.errorText}
              value={values.networkError ? '' : values.errorText}
              onChange={(event) => set('errorText', event.target.value)}
              disabled={values.networkError}
              helperText={m.errorTextHelp}
            />
            {errors.form && <Alert severity="error">{errors.form}</Alert>}
            <Box>
              <Button type="submit" variant="contained">
                {m.add}
              </Button>
            </Box>
          </Stack>
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography component="h3" variant="subtitle1" id="fault-active-title">
          {m.active}
        </Typography>
        {active.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="fault-panel-empty">
            {m.none}
          </Typography>
        ) : (
          <List dense aria-labelledby="fault-active-title" data-testid="fault-panel-active">
            {active.map((rule, index) => {
              const text = describeFault(rule);
              return (
                <ListItem
                  // Rules have no id; the place in the list is what `removeFault` takes.
                  key={`${index}:${text}`}
                  disableGutters
                  secondaryAction={
                    <IconButton edge="end" aria-label={format(m.remove, { rule: text })} onClick={() => remove(index)}>
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={text} slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 1 } } }} />
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={clearAll} disabled={active.length === 0} color="error">
          {m.clearAll}
        </Button>
        <Button onClick={onClose}>{m.close}</Button>
      </DialogActions>
    </Dialog>
  );
};

export default FaultPanelDialog;
