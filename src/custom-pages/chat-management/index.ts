import ForumIcon from '@mui/icons-material/Forum';
import { definePage } from '../declaration';
import { messages } from '../../i18n/messages';

export default definePage({
  name: 'chat-management',
  accessDenied: messages.access.loginAsAdmin,
  path: '/chat-management',
  view: { load: () => import('./ChatManagementPage').then((m) => m.ChatManagementPage) },
  menu: { label: 'Chat Management', icon: ForumIcon, group: 'pesanan' },
  reads: () => import('./contract').then((m) => [m.chatManagementContract.threads, m.chatManagementContract.pendingProofs]),
});
