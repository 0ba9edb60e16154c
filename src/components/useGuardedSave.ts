import { useRef } from 'react';
import { useSaveContext } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';

/**
 * A react-admin form's submit, sent once: a second submit while the first is still running (a double
 * click lands before the disabled button is drawn) is ignored. `saving` says when to hold the button.
 */
export const useGuardedSave = () => {
  const { save, saving } = useSaveContext();
  const running = useRef(false);
  const onSubmit = async (values: FieldValues) => {
    if (running.current || !save) return undefined;
    running.current = true;
    try {
      return await save(values);
    } finally {
      running.current = false;
    }
  };
  return { onSubmit, saving: Boolean(saving) };
};

/** True while the surrounding form is submitting: for a SaveButton's `alwaysEnable={!submitting}`. */
export const useFormSubmitting = () => useFormState().isSubmitting;
