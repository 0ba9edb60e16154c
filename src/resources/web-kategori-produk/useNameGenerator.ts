import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { nameForGenerator } from './rules';

interface NameGeneratorOptions {
  /** The form field the answer goes into. */
  target: 'icon' | 'deskripsi';
  generate: (namaKategori: string) => Promise<string>;
  /** The text to show for a failed call. */
  describeError: (error: unknown) => string;
  /** The text when the name is still empty (spec section 5 words it per screen). */
  missingName?: string;
}

/**
 * An AI helper that fills one field from the category name: refuses without a name, replaces the
 * field with the answer, and keeps the failure text for the field to show.
 */
export const useNameGenerator = ({ target, generate, describeError, missingName }: NameGeneratorOptions) => {
  const { getValues, setValue } = useFormContext();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: generate });

  const run = async () => {
    const check = nameForGenerator(getValues('namaKategori') as string | undefined, missingName);
    if ('error' in check) {
      setError(check.error);
      return;
    }
    setError(null);
    try {
      const value = await mutation.mutateAsync(check.name);
      setValue(target, value, { shouldDirty: true, shouldValidate: true });
    } catch (caught) {
      setError(describeError(caught));
    }
  };

  return { run, error, pending: mutation.isPending };
};
