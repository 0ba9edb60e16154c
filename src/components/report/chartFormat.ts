import { formatNumber } from '../../domain/format';

/**
 * A chart axis's rupiah, short and Indonesian whatever the browser's language: `Rp1,2 jt`, `Rp350 rb`,
 * `Rp2 M`. The exact figure is in the tooltip and the table (formatRupiah).
 */
export const formatRupiahShort = (value: number): string => {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const scaled = (divisor: number, unit: string) => {
    const n = abs / divisor;
    const text = (n >= 100 ? Math.round(n).toString() : (Math.round(n * 10) / 10).toString()).replace('.', ',');
    return `${sign}Rp${text} ${unit}`;
  };
  if (abs >= 1e12) return scaled(1e12, 'T');
  if (abs >= 1e9) return scaled(1e9, 'M');
  if (abs >= 1e6) return scaled(1e6, 'jt');
  if (abs >= 1e3) return scaled(1e3, 'rb');
  return `${sign}Rp${formatNumber(abs)}`;
};
