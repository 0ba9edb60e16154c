import type { Order } from '../../schemas';

type AddressFields = Pick<Order, 'alamat_pengiriman' | 'alamat_lengkap' | 'kecamatan' | 'kabupaten' | 'provinsi'>;

/**
 * The shipping address as the read-only screens print it (order spec §2): street; district, city;
 * province, postal code. The structured address first, the flat fields where it has gaps; null when
 * there is no street at all ('Alamat tidak tersedia.').
 */
export const addressLines = (order: AddressFields): string[] | null => {
  const a = order.alamat_pengiriman;
  const street = a?.jalan || order.alamat_lengkap;
  if (!street) return null;
  const join = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(', ');
  return [street, join(a?.kecamatan || order.kecamatan, a?.kota || order.kabupaten), join(a?.provinsi || order.provinsi, a?.kode_pos)].filter(Boolean);
};
