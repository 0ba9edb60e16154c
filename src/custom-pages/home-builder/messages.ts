/** The home builder's own texts (catalogue spec §2 and §8); each card keeps its texts in its folder. */
export const homeBuilderMessages = {
  title: 'Home Page Builder',
  intro: 'Atur tampilan halaman utama toko: banner, flash sale dan urutan kategori. Perubahan langsung tampil di toko.',
} as const;
