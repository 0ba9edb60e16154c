import { once } from '../once';

const oneDecimal = once(() => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }));
const whole = once(() => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }));

/**
 * File sizes as an administrator reads them, Indonesian decimals: `850 B`, `312 KB`, `1,9 MB`.
 * Binary units (1 KB = 1024 B), the same units as the spec's 2MB = 2097152 bytes.
 */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${whole().format(Math.max(0, bytes))} B`;
  if (bytes < 1024 * 1024) return `${whole().format(bytes / 1024)} KB`;
  return `${oneDecimal().format(bytes / (1024 * 1024))} MB`;
};
