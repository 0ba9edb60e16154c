import { useFormContext } from 'react-hook-form';
import { useGenerator } from '../../components/useGenerator';
import { nameForGenerator } from './rules';

interface NameGeneratorOptions {
  /** The form field the answer goes into. */
  target: 'icon' | 'deskripsi';
  generate: (namaKategori: string) => Promise<string>;
  /** The text to show for a failed call. */
  describeError: (error: unknown) => string;
  /** The text when the name is still empty (catalogue spec §5 words it per screen). */
  missingName?: string;
}

/**
 * A category AI helper on the shared generator: fills one field from the category name, refuses
 * without a name, and keeps the failure text for the field to show under itself.
 */
export const useNameGenerator = ({ target, generate, describeError, missingName }: NameGeneratorOptions) => {
  const { getValues, setValue } = useFormContext();
  const generator = useGenerator({ report: 'inline' });
  const run = () => {
    const check = nameForGenerator(getValues('namaKategori') as string | undefined, missingName);
    return generator.run(target, {
      precondition: 'error' in check ? check.error : null,
      generate: () => generate('name' in check ? check.name : ''),
      apply: (value: string) => setValue(target, value, { shouldDirty: true, shouldValidate: true }),
      describeError,
      fallback: '',
    });
  };
  return { run, error: generator.failure?.message ?? null, pending: generator.running !== null };
};
