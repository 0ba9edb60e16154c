/** The react-admin resource name, which is also the API path segment and the route. */
export const WEB_KATEGORI_PRODUK = 'web-kategori-produk';

/** Catalogue spec §9: the category grid's toast closes after 3 s (other toasts after 5 s). */
export const GRID_TOAST_MS = 3000;
