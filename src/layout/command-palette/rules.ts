import { searchText } from '../../domain/searchText';
import type { PaletteItem } from './types';

/** Searches of the areas start from this many characters; pages and actions match from the first. */
export const PALETTE_MIN_QUERY = 2;
/** At most this many results of each kind of record (orders, products, ...). */
export const PER_KIND = 5;
/** At most this many pages and actions while a query is typed; all of them when it is empty. */
export const PER_PAGE_GROUP = 6;
/** The areas are asked this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * How long to wait before asking the areas about `next`: the debounce after a keystroke, nothing after
 * text that arrived at once (a pasted order code is asked for straight away: Ctrl+K, paste, Enter).
 */
export const searchDelay = (previous: string, next: string): number => (Math.abs(next.length - previous.length) > 1 ? 0 : SEARCH_DEBOUNCE_MS);

/**
 * How well an item matches, best first. A whole code (an order's code, a slug) beats everything, a
 * start beats a middle, and a code's start beats a name's: typing part of an order code finds the order
 * before a product whose name happens to contain the same letters.
 */
export const MATCH = {
  exactCode: 0,
  exactText: 1,
  codePrefix: 2,
  textPrefix: 3,
  wordPrefix: 4,
  substring: 5,
  allWords: 6,
} as const;

type Matchable = Pick<PaletteItem, 'label' | 'codes' | 'terms'>;

const startsAWord = (text: string, query: string): boolean => text.split(/[\s\-_/.,()]+/).some((word) => word.startsWith(query));

/** The item's match for a normalised, non-empty query (`MATCH`), or null when it does not match. */
export const matchRank = (query: string, item: Matchable): number | null => {
  const codes = (item.codes ?? []).map(searchText).filter(Boolean);
  const texts = [item.label, ...(item.terms ?? [])].map(searchText).filter(Boolean);
  const all = [...codes, ...texts];
  if (codes.includes(query)) return MATCH.exactCode;
  if (texts.includes(query)) return MATCH.exactText;
  if (codes.some((code) => code.startsWith(query))) return MATCH.codePrefix;
  if (texts.some((text) => text.startsWith(query))) return MATCH.textPrefix;
  if (texts.some((text) => startsAWord(text, query))) return MATCH.wordPrefix;
  if (all.some((text) => text.includes(query))) return MATCH.substring;
  const words = query.split(' ');
  if (words.length > 1 && words.every((word) => all.some((text) => text.includes(word)))) return MATCH.allWords;
  return null;
};

export interface RankedItem extends PaletteItem {
  rank: number;
}

/**
 * The items that match `query`, best first; equal matches keep the order they came in (the server's
 * newest orders first, the sidebar's order of pages). An empty query keeps every item, in order.
 */
export const rankItems = (query: string, items: readonly PaletteItem[]): RankedItem[] => {
  const wanted = searchText(query);
  if (!wanted) return items.map((item) => ({ ...item, rank: MATCH.exactCode }));
  return items
    .flatMap((item, index) => {
      const rank = matchRank(wanted, item);
      return rank === null ? [] : [{ item: { ...item, rank }, index }];
    })
    .sort((a, b) => a.item.rank - b.item.rank || a.index - b.index)
    .map(({ item }) => item);
};

export interface PaletteGroupInput {
  /** 'pages', 'actions', or the contributing area's name. */
  id: string;
  label: string;
  items: readonly PaletteItem[];
  /** The most this group shows. */
  limit: number;
}

export interface PaletteGroup {
  id: string;
  label: string;
  items: RankedItem[];
}

/**
 * The palette's results: each group's matches ranked and cut to its limit, empty groups left out, and
 * the groups ordered by their best match (a whole order code puts the orders first), equal groups in
 * the order given.
 */
export const groupResults = (query: string, groups: readonly PaletteGroupInput[]): PaletteGroup[] =>
  groups
    .map((group) => ({ id: group.id, label: group.label, items: rankItems(query, group.items).slice(0, group.limit) }))
    .filter((group) => group.items.length > 0)
    // Stable: equal groups keep the order given.
    .sort((a, b) => bestRank(a) - bestRank(b));

const bestRank = (group: PaletteGroup): number => group.items[0]?.rank ?? Infinity;

export interface PaletteOption {
  /** Unique in the list: the group's id and the item's. */
  key: string;
  group: string;
  item: RankedItem;
}

/** The groups' items as one list, in the order the arrow keys go through them. */
export const flattenGroups = (groups: readonly PaletteGroup[]): PaletteOption[] =>
  groups.flatMap((group) => group.items.map((item) => ({ key: `${group.id}:${item.id}`, group: group.id, item })));

/** The option after (or before) the active one, wrapping around; the first when none is active. */
export const moveActive = (options: readonly Pick<PaletteOption, 'key'>[], activeKey: string | null, step: 1 | -1): string | null => {
  if (options.length === 0) return null;
  const index = options.findIndex((option) => option.key === activeKey);
  const next = index === -1 ? (step === 1 ? 0 : options.length - 1) : (index + step + options.length) % options.length;
  return options[next]?.key ?? null;
};
