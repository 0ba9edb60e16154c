import { formatDateTimeWIB } from '../../../../domain/format';
import { penjualanWebMessages } from '../messages';

const m = penjualanWebMessages.tracking;

/**
 * A tracking event's or estimate's date as the tracking panel shows it: 'Tanggal tidak tersedia' when
 * there is none, 'Tanggal tidak valid' when it cannot be read, else the Jakarta date and time with WIB.
 */
export const trackingDateText = (value: string | number | Date | null | undefined): string => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return m.dateMissing;
  return formatDateTimeWIB(typeof value === 'string' ? value.trim() : value) || m.dateInvalid;
};
