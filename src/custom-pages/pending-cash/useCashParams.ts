import { useSearchParams } from 'react-router-dom';

/** The list's search, entity and chosen account, kept in the address so a reload or a shared link keeps them. */
export const useCashParams = () => {
  const [params, setParams] = useSearchParams();
  const set = (key: 'q' | 'entitas' | 'kas' | 'id', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return { q: params.get('q') ?? '', entitas: params.get('entitas') ?? '', kas: params.get('kas') ?? '', id: params.get('id') ?? '', set };
};

export type CashParams = ReturnType<typeof useCashParams>;
