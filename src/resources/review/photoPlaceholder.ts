/**
 * What shows in place of a review photo that does not load: a grey tile with a broken picture,
 * inline so it cannot fail the way the photo did.
 */
export const PHOTO_PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
      '<rect width="96" height="96" fill="#eceff1"/>' +
      '<path d="M22 30h52v36H22z" fill="none" stroke="#90a4ae" stroke-width="4"/>' +
      '<path d="M26 62l14-16 10 11 7-7 13 12" fill="none" stroke="#90a4ae" stroke-width="4"/>' +
      '<circle cx="60" cy="40" r="5" fill="#90a4ae"/>' +
      '<path d="M20 76L76 20" stroke="#b0bec5" stroke-width="4"/>' +
      '</svg>',
  );
