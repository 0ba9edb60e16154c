/**
 * The category order card's texts (catalogue spec §2 and §8). Its save texts are the category area's
 * (`webKategoriProdukMessages.orderSaved` / `orderSaveFailed`); texts the spec leaves open are worded in
 * its voice.
 */
export const categoryOrderMessages = {
  title: 'Urutan Kategori',
  description: 'Geser kategori untuk mengatur urutannya di halaman utama, lalu simpan.',
  listLabel: 'Urutan kategori di halaman utama',
  empty: 'Belum ada kategori web.',
  save: 'Simpan Urutan',
  reset: 'Kembalikan',
  unsaved: 'Urutan berubah dan belum disimpan.',
  position: '%{position}.',
} as const;
