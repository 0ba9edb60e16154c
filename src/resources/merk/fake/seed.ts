import type { Merk } from '../schemas';
import { slugify } from '../../../domain/slugify';

const BRANDS: ReadonlyArray<readonly [nama: string, isActive: boolean]> = [
  ['Semen Gresik', true],
  ['Tiga Roda', true],
  ['Dynamix', true],
  ['Semen Padang', true],
  ['Mortar Utama', true],
  ['Avian', true],
  ['Nippon Paint', true],
  ['Dulux', true],
  ['Jotun', true],
  ['Mowilex', true],
  ['Kansai Paint', false],
  ['No Drop', true],
  ['Aquaproof', true],
  ['Sika', true],
  ['Wavin', true],
  ['Rucika', true],
  ['Maspion', false],
  ['Onda', true],
  ['TOTO', true],
  ['American Standard', true],
  ['Roman', true],
  ['Platinum', true],
  ['Jayaboard', true],
  ['Krakatau Steel', true],
  ['Eterna', true],
  ['Broco', true],
];

export const seedMerk = (): Merk[] =>
  BRANDS.map(([nama, isActive], index) => ({ id: index + 1, nama, slug: slugify(nama), isActive }));
