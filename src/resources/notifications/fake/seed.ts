import { createRng } from '../../../fake-api/random';
import { formatRupiah } from '../../../domain/format';
import { format } from '../../../i18n/format';
import { notificationsMessages as m } from '../messages';
import type { NotificationType } from '../schemas';

export interface NotificationUserRecord {
  id: number;
  name: string;
  email: string;
  isActive: boolean;
}

/** A notification as the server keeps it: one per user it went to, with that user's read state. */
export interface NotificationRecord {
  id: number;
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  actionLabel: string | null;
  actionUrl: string | null;
}

const NAMES = [
  'Budi Santoso', 'Siti Rahmawati', 'Agus Wijaya', 'Dewi Lestari', 'Eko Prasetyo', 'Rina Kurniawati', 'Hendra Gunawan',
  'Maya Sari', 'Joko Susilo', 'Lina Marlina', 'Andi Saputra', 'Fitri Handayani', 'Rudi Hartono', 'Yuni Astuti',
  'Bambang Irawan', 'Wulan Permata', 'Dedi Kurniawan', 'Ratna Dewi', 'Fajar Nugroho', 'Indah Puspita', 'Slamet Riyadi',
  'Nurul Hidayah', 'Tono Sugiarto', 'Citra Ayu', 'Wahyu Hidayat', 'Sri Mulyani', 'Arief Rahman', 'Kartika Putri',
] as const;

// Every fifth customer has closed their account: they are listed, but a promo does not reach them.
const INACTIVE_EVERY = 5;

export const seedNotificationUsers = (): NotificationUserRecord[] =>
  NAMES.map((name, index) => ({
    id: index + 1,
    name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@contoh.id`,
    isActive: (index + 1) % INACTIVE_EVERY !== 0,
  }));

const PROMOS = [
  ['Promo Semen Akhir Pekan', 'Diskon 10% untuk semua semen sampai Minggu.'],
  ['Gratis Ongkir Jabodetabek', 'Belanja minimal Rp1.500.000 gratis ongkir.'],
  ['Flash Sale Cat Tembok', 'Cat tembok pilihan mulai pukul 12.00 hari ini.'],
] as const;
const ORDER_STATUS_WORDS = ['diproses', 'dikirim', 'diterima', 'dibatalkan'] as const;

const SEED = 20_261_201;
const NOTIFICATION_COUNT = 40;
// The first few are from today, so the statistics' "today" card has something to count on a fresh seed.
const TODAY_COUNT = 4;

/** 40 notifications to active customers over the last 30 days, newest first by id, a third of them unread. */
export const seedNotifications = (now: Date, users: readonly NotificationUserRecord[]): NotificationRecord[] => {
  const rng = createRng(SEED);
  const active = users.filter((user) => user.isActive);
  const rows: NotificationRecord[] = [];
  for (let index = 0; index < NOTIFICATION_COUNT; index += 1) {
    const user = rng.pick(active);
    const minutesAgo = index < TODAY_COUNT ? 5 + index * 7 : rng.int(24 * 60, 30 * 24 * 60);
    const type = rng.weighted<NotificationType>([
      ['order_status', 4],
      ['payment', 3],
      ['shipping', 3],
      ['promo', 2],
      ['cashback', 1],
      ['system', 1],
    ]);
    const order = `TRX-${String(rng.int(10_000, 99_999))}`;
    const amount = rng.int(5, 300) * 10_000;
    const [title, message] = ((): readonly [string, string] => {
      switch (type) {
        case 'order_status':
          return [m.composed.orderTitle, format(m.composed.orderMessage, { orderId: order, status: rng.pick(ORDER_STATUS_WORDS) })];
        case 'payment':
          return [m.composed.paymentTitle, format(m.composed.paymentMessage, { amount: formatRupiah(amount), orderId: order, status: 'berhasil' })];
        case 'shipping':
          return [m.composed.shippingTitle, format(m.composed.shippingMessage, { orderId: order, status: 'dikirim' })];
        case 'promo':
          return rng.pick(PROMOS);
        case 'cashback':
          return [m.composed.cashbackTitle, format(m.composed.cashbackMessage, { amount: formatRupiah(amount / 10) })];
        case 'system':
          return ['Pembaruan Kebijakan Retur', 'Kebijakan retur barang kini berlaku 7 hari setelah barang diterima.'];
      }
    })();
    rows.push({
      id: NOTIFICATION_COUNT - index,
      userId: user.id,
      type,
      title,
      message,
      isRead: !rng.chance(1 / 3),
      createdAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
      actionLabel: null,
      actionUrl: null,
    });
  }
  return rows.sort((a, b) => a.id - b.id);
};
