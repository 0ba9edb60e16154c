import { useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQueries, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useApiCall } from '../../providers/queries';
import { MENU_GROUPS } from '../menu/groups';
import type { MenuLink } from '../menu/menuEntries';
import { useShellAreas, type DeclaredPalette } from '../shell';
import { loadContributions, type LoadedContribution } from './contributions';
import { commandPaletteMessages as m } from './messages';
import { searchText } from '../../domain/searchText';
import { groupResults, PALETTE_MIN_QUERY, PER_KIND, PER_PAGE_GROUP, searchDelay, type PaletteGroup } from './rules';
import type { PaletteItem, PaletteSearchContext } from './types';

/** How long an area's answer to one query is reused (typing back and forth asks once). */
const RESULT_FRESH_MS = 30_000;
/** How long a whole list an area filters on the client is reused. */
const LIST_FRESH_MS = 60_000;

const groupLabel = new Map<string, string>(MENU_GROUPS.map((group) => [group.id, group.label]));

/** A sidebar page as the palette lists it: its label, its group as a second line and a search term. */
const pageItem = (link: MenuLink): PaletteItem => {
  const group = link.group ? groupLabel.get(link.group) : undefined;
  return { id: link.name, label: link.label, secondary: group, to: link.to, terms: group ? [group] : [], icon: link.icon };
};

/** `value` once it has stopped changing for the debounce, or at once when it came in one piece (`searchDelay`). */
const useSettled = (value: string): string => {
  const [settled, setSettled] = useState(value);
  const previous = useRef(value);
  useEffect(() => {
    const delay = searchDelay(previous.current, value);
    previous.current = value;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
};

/** The areas' contributions, null until their modules have loaded. */
const useContributions = (declared: readonly DeclaredPalette[]): LoadedContribution[] | null => {
  const [contributions, setContributions] = useState<LoadedContribution[] | null>(null);
  useEffect(() => {
    let current = true;
    void loadContributions(declared).then((loaded) => current && setContributions(loaded));
    return () => {
      current = false;
    };
  }, [declared]);
  return contributions;
};

export interface PaletteResults {
  groups: PaletteGroup[];
  /** True while an answer for what is typed may still change the list (debounce, requests, modules). */
  loading: boolean;
  /** The groups whose search failed, by their heading. */
  failed: string[];
}

/**
 * The palette's results for what is typed: pages and actions at once, the areas' records 150 ms after
 * the last keystroke or at once after a paste (each area's answer cached per query). While a new answer
 * is on its way the last one stays, ranked against what is typed now, so the list narrows as one types.
 */
export const usePaletteResults = (typed: string): PaletteResults => {
  const query = typed.trim();
  const debounced = useSettled(query);
  const wantsRecords = searchText(query).length >= PALETTE_MIN_QUERY;
  const searching = wantsRecords && searchText(debounced).length >= PALETTE_MIN_QUERY;
  const { menu, palettes } = useShellAreas();
  const contributions = useContributions(palettes);
  const pageItems = useMemo(() => menu.map(pageItem), [menu]);
  const call = useApiCall();
  const queryClient = useQueryClient();
  const context = useMemo<PaletteSearchContext>(
    () => ({ call, cached: <T,>(queryKey: QueryKey, load: () => Promise<T>) => queryClient.fetchQuery({ queryKey, queryFn: load, staleTime: LIST_FRESH_MS }) }),
    [call, queryClient],
  );
  const sources = useMemo(() => (contributions ?? []).filter((contribution) => contribution.search), [contributions]);
  const answers = useQueries({
    queries: sources.map((source) => ({
      // Under the area's own key: its mutations' invalidations make these answers stale too.
      queryKey: [source.id, 'palette-search', debounced],
      queryFn: () => source.search!(debounced, context),
      enabled: searching,
      staleTime: RESULT_FRESH_MS,
      retry: false,
      placeholderData: keepPreviousData,
    })),
  });

  const groups = groupResults(query, [
    {
      id: 'actions',
      label: m.actions,
      items: (contributions ?? []).flatMap((contribution) => (contribution.actions ?? []).map((action) => ({ ...action, id: `${contribution.id}:${action.id}` }))),
      limit: query ? PER_PAGE_GROUP : Infinity,
    },
    { id: 'pages', label: m.pages, items: pageItems, limit: query ? PER_PAGE_GROUP : Infinity },
    ...sources.map((source, index) => ({
      id: source.id,
      label: source.group,
      items: wantsRecords ? (answers[index]?.data ?? []) : [],
      limit: PER_KIND,
    })),
  ]);
  const loading = contributions === null || (wantsRecords && (debounced !== query || answers.some((answer) => answer.isFetching)));
  const failed = wantsRecords ? sources.filter((_, index) => answers[index]?.isError).map((source) => source.group) : [];
  return { groups, loading, failed };
};
