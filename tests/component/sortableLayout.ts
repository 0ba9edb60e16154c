import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out: while a test file runs, each sortable row (SortableList's `li`) gets a
 * 40 px tall box stacked 50 px apart by its place in the list, which is what dnd-kit measures to find
 * the row a dragged one is over.
 */
export const stubSortableLayout = () => {
  const realRect = Element.prototype.getBoundingClientRect;
  beforeAll(() => {
    Element.prototype.getBoundingClientRect = function rect(this: Element) {
      const row = this.closest('li[data-sortable-id]');
      const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
      const top = index * 50;
      return { x: 0, y: top, top, left: 0, width: 300, height: 40, right: 300, bottom: top + 40, toJSON: () => ({}) } as DOMRect;
    };
  });
  afterAll(() => {
    Element.prototype.getBoundingClientRect = realRect;
  });
};
