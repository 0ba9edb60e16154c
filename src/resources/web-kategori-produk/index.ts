import WebKategoriProdukIcon from '@mui/icons-material/Category';
import { defineResource } from '../declaration';

export default defineResource({
  name: 'web-kategori-produk',
  menu: { label: 'Kategori Web', icon: WebKategoriProdukIcon, group: 'katalog' },
  recordRepresentation: 'namaKategori',
  data: () => import('./resource').then((m) => m.webKategoriProdukResource),
  list: () => import('./WebKategoriProdukList').then((m) => m.WebKategoriProdukList),
  create: () => import('./WebKategoriProdukCreate').then((m) => m.WebKategoriProdukCreate),
  edit: () => import('./WebKategoriProdukEdit').then((m) => m.WebKategoriProdukEdit),
  palette: () => import('./palette').then((m) => m.webKategoriProdukPalette),
});

