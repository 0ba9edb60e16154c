import { useMemo, useRef } from 'react';
import { replaceEqualDeep } from '@tanstack/react-query';

type Keyed = { id: string | number };

/**
 * The records with, for each one whose content equals a record of the last list given, that same
 * object: a memoised row or card is then left as it is when another list brings the same record
 * (a tab's fresh answer after its preview from the list before, a refetch that changed nothing).
 * react-query shares structure only within one query; this shares it across queries by id.
 */
export const useSharedRecords = <T extends Keyed>(records: readonly T[]): readonly T[] => {
  const last = useRef(new Map<string, T>());
  return useMemo(() => {
    const seen = new Map<string, T>();
    const shared = records.map((record) => {
      const key = String(record.id);
      const kept = replaceEqualDeep(last.current.get(key), record);
      seen.set(key, kept);
      return kept;
    });
    // Only identity is reused, and only for equal content: a render React throws away leaves nothing wrong.
    last.current = seen;
    return shared;
  }, [records]);
};
