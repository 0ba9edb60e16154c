/** Width of a preview tile (px): four fit beside each other on a laptop-width form. */
export const TILE_SIZE = 132;
