import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ImageProfileName } from '../../../domain/image/profiles';
import { checkBatchFiles, optimiseBatch } from './batch';
import { homeBuilderImageMessages as m } from './messages';
import { batchReducer, doneResults, emptyBatch, uniqueFileNames, waitingItems, type BatchResult } from './rules/batch';

let sequence = 0;
const nextId = () => `batch-${Date.now().toString(36)}-${(sequence += 1)}`;

/** How long the ZIP's object URL lives after its download started (the browser has the file by then). */
const ZIP_URL_LIFETIME_MS = 60_000;

/** Revokes an object URL this hook created, once (unmount may have revoked it already). */
const revokeFrom = (created: Set<string>, url: string) => {
  if (created.delete(url)) URL.revokeObjectURL(url);
};

const saveBlob = (blob: Blob, name: string, keep: (url: string) => void) => {
  const url = URL.createObjectURL(blob);
  keep(url);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};

/**
 * The batch optimiser's state: picked files checked and listed, optimised one by one with the chosen
 * profile, each result downloadable (object URLs revoked on removal, clearing and unmount), and all of
 * them as one ZIP (client-zip, loaded on the first "download all").
 */
export const useBatchOptimiser = () => {
  const [state, dispatch] = useReducer(batchReducer, emptyBatch);
  const [profile, setProfile] = useState<ImageProfileName>('product');
  const [checking, setChecking] = useState(false);
  const [optimising, setOptimising] = useState(false);
  const [zipping, setZipping] = useState(false);
  const [zipFailed, setZipFailed] = useState(false);
  const latest = useRef(state.items);
  const urls = useRef(new Set<string>());
  const mounted = useRef(true);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    latest.current = state.items;
  });

  useEffect(() => {
    mounted.current = true;
    const created = urls.current;
    return () => {
      mounted.current = false;
      running.current?.abort();
      for (const url of created) URL.revokeObjectURL(url);
      created.clear();
    };
  }, []);

  const addFiles = useCallback(async (files: File[]) => {
    if (!files.length) return;
    setChecking(true);
    try {
      const { accepted, refused } = await checkBatchFiles(files);
      if (!mounted.current) return;
      dispatch({ type: 'picked', items: accepted.map((file) => ({ id: nextId(), file })), refused });
    } finally {
      if (mounted.current) setChecking(false);
    }
  }, []);

  const start = useCallback(async () => {
    const jobs = waitingItems(latest.current);
    // The ref is set in the click's own tick: a double click starts one batch.
    if (!jobs.length || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setOptimising(true);
    const chosen = profile;
    try {
      await optimiseBatch(
        jobs.map(({ id, file }) => ({ id, file })),
        chosen,
        {
          signal: controller.signal,
          onStart: (id) => dispatch({ type: 'started', id }),
          onDone: (id, outcome) => {
            const url = URL.createObjectURL(outcome.file);
            urls.current.add(url);
            const result: BatchResult = { ...outcome, profile: chosen, url };
            dispatch({ type: 'finished', id, result });
          },
        },
      );
    } finally {
      running.current = null;
      if (mounted.current) setOptimising(false);
    }
  }, [profile]);

  const remove = useCallback((id: string) => {
    const item = latest.current.find((candidate) => candidate.id === id);
    if (item?.status === 'done') revokeFrom(urls.current, item.result.url);
    dispatch({ type: 'removed', id });
  }, []);

  const clear = useCallback(() => {
    for (const result of doneResults(latest.current)) revokeFrom(urls.current, result.url);
    setZipFailed(false);
    dispatch({ type: 'cleared' });
  }, []);

  const downloadAll = useCallback(async () => {
    const results = doneResults(latest.current);
    if (!results.length) return;
    setZipping(true);
    setZipFailed(false);
    try {
      const { downloadZip } = await import('client-zip');
      const names = uniqueFileNames(results.map((result) => result.file.name));
      const zip = await downloadZip(results.map((result, index) => ({ name: names[index]!, input: result.file, lastModified: new Date(result.file.lastModified) }))).blob();
      if (!mounted.current) return;
      saveBlob(zip, m.zipName, (url) => {
        urls.current.add(url);
        setTimeout(() => revokeFrom(urls.current, url), ZIP_URL_LIFETIME_MS);
      });
    } catch {
      if (mounted.current) setZipFailed(true);
    } finally {
      if (mounted.current) setZipping(false);
    }
  }, []);

  return { ...state, profile, setProfile, checking, optimising, zipping, zipFailed, busy: checking || optimising || zipping, addFiles, start, remove, clear, downloadAll };
};
