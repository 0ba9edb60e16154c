import AssessmentIcon from '@mui/icons-material/Assessment';
import { definePage } from '../declaration';

export default definePage({
  name: 'laporan-penjualan-web',
  path: '/laporan-penjualan-web',
  view: { load: () => import('./LaporanPenjualanWebPage').then((m) => m.LaporanPenjualanWebPage) },
  reads: (search) => import('./reads').then((m) => m.reads(search)),
  menu: { label: 'Laporan Penjualan Web', icon: AssessmentIcon, group: 'laporan' },
});
