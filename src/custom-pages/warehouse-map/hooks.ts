import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../api/errors';
import type { Id } from '../../api/schemas/common';
import { queryKeysFor, useApiQuery, useGuardedMutation, type GuardedMutation } from '../../providers/queries';
import { warehouseMapContract } from './contract';
import { dueSearch, pauseLeft, WAREHOUSE, type MoveKind } from './rules';
import type { BongkarKoliQuery, PutawayInput, ReturnToFloorInput } from './schemas';
import { warehouseMapMessages as m } from './messages';

export const warehouseMapKeys = queryKeysFor('warehouse-map');

/**
 * The term the search asks for: the typed text once typing has paused for 250 ms, '' while it is under
 * 2 characters (rules: `pauseLeft`, `dueSearch`).
 */
export const useSearchTerm = (typed: string): string => {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const typedAt = Date.now();
    // The timer is the pause; Date.now() may still read a millisecond short of it when it fires.
    const timer = setTimeout(() => setTerm(dueSearch(typed, typedAt, Math.max(Date.now(), typedAt + WAREHOUSE.searchDebounceMs)) ?? ''), pauseLeft(typedAt, typedAt));
    return () => clearTimeout(timer);
  }, [typed]);
  return term;
};

/** The zones of the plan (GET /admin/warehouse/map). */
export const useWarehouseZones = () => useApiQuery(warehouseMapKeys.of('map'), warehouseMapContract.map);

/**
 * The admin products the search filters (GET /admin/produk), asked once the search first starts and
 * kept for a few minutes: the list changes far less often than an administrator types.
 */
export const useAdminProducts = (enabled: boolean) =>
  useApiQuery(warehouseMapKeys.of('products'), warehouseMapContract.products, {}, { enabled, staleTime: 5 * 60_000 });

/** Where the chosen product lies (GET /admin/warehouse/stock-by-location/{produkId}). */
export const useStockByLocation = (produkId: Id | null) =>
  useApiQuery(
    warehouseMapKeys.of('stock', String(produkId)),
    warehouseMapContract.stock,
    { params: { produkId: produkId ?? '' } },
    { enabled: produkId !== null },
  );

const SUCCESS: Record<MoveKind, string> = { bongkarKoli: m.bongkarKoliDone, putaway: m.putawayDone, returnToFloor: m.returnDone };
const FAILURE: Record<MoveKind, string> = { bongkarKoli: m.bongkarKoliFailed, putaway: m.putawayFailed, returnToFloor: m.returnFailed };

export type WarehouseMoves = { [K in MoveKind]: GuardedMutation<K extends 'bongkarKoli' ? BongkarKoliQuery : K extends 'putaway' ? PutawayInput : ReturnToFloorInput, unknown> };

/**
 * The three quick actions, each sent once however fast the clicks come. After a move the stock list
 * and the map's plan are read again, and the spec's success text (or the server's refusal, else the
 * spec's failure text) is shown.
 */
export const useWarehouseMoves = (): WarehouseMoves => {
  const notify = useNotify();
  const after = (kind: MoveKind) => ({
    invalidates: () => [warehouseMapKeys.of('stock'), warehouseMapKeys.of('map')],
    onSuccess: () => notify(SUCCESS[kind], { type: 'success' }),
    onError: (error: unknown) => notify(errorMessage(error, FAILURE[kind]), { type: 'error' }),
  });
  const bongkarKoli = useGuardedMutation<BongkarKoliQuery, unknown>({
    mutationFn: (query, call) => call(warehouseMapContract.bongkarKoli, { query }),
    ...after('bongkarKoli'),
  });
  const putaway = useGuardedMutation<PutawayInput, unknown>({
    mutationFn: (body, call) => call(warehouseMapContract.putaway, { body }),
    ...after('putaway'),
  });
  const returnToFloor = useGuardedMutation<ReturnToFloorInput, unknown>({
    mutationFn: (body, call) => call(warehouseMapContract.returnToFloor, { body }),
    ...after('returnToFloor'),
  });
  return { bongkarKoli, putaway, returnToFloor };
};
