import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface PhotoBusy {
  /** True while any uploader of the form is still optimising a photo. */
  busy: boolean;
  report: (source: string, busy: boolean) => void;
}

const PhotoBusyContext = createContext<PhotoBusy>({ busy: false, report: () => {} });

/** Collects the "still optimising" state of every photo uploader in the form, so saving waits for them. */
export const PhotoBusyProvider = ({ children }: { children: ReactNode }) => {
  const [sources, setSources] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((source: string, busy: boolean) => {
    setSources((current) => {
      if (current.has(source) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(source);
      else next.delete(source);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ busy: sources.size > 0, report }), [sources, report]);
  return <PhotoBusyContext.Provider value={value}>{children}</PhotoBusyContext.Provider>;
};

export const usePhotoBusy = () => useContext(PhotoBusyContext);
