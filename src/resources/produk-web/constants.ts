/** Products per list page: the list view's `perPage`, and the page asked for at navigation (resource.ts). */
export const PRODUCT_PAGE_SIZE = 8;
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;
