import Inventory2Icon from '@mui/icons-material/Inventory2';
import { definePage } from '../declaration';

export default definePage({
  name: 'laporan-produk-terjual',
  path: '/laporan-produk-terjual',
  view: { load: () => import('./LaporanProdukTerjualPage').then((m) => m.LaporanProdukTerjualPage) },
  reads: (search) => import('./reads').then((m) => m.reads(search)),
  menu: { label: 'Laporan Produk Terjual', icon: Inventory2Icon, group: 'laporan' },
});
