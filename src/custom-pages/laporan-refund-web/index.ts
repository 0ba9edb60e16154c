import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { definePage } from '../declaration';

export default definePage({
  name: 'laporan-refund-web',
  path: '/laporan-refund-web',
  view: { load: () => import('./LaporanRefundWebPage').then((m) => m.LaporanRefundWebPage) },
  reads: (search) => import('./reads').then((m) => m.reads(search)),
  menu: { label: 'Laporan Refund Web', icon: AssignmentReturnIcon, group: 'laporan' },
});
