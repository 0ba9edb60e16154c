/** The brands' public face: the product form picks a brand and adds one on the spot. */
export { MerkQuickAddDialog } from './MerkQuickAddDialog';
export { merkKeys } from './hooks';
export type { Merk } from './schemas';
