/**
 * How the shared input rules (src/domain/validation.ts) refuse a text, date or link (issue 8). The spec
 * leaves these open; they are worded in its voice and name the field, so one message fits every form.
 */
export const validationMessages = {
  tooLong: '%{field} maksimal %{max} karakter.',
  dateInvalid: '%{field} bukan tanggal yang valid.',
  dateOutOfRange: '%{field} harus di antara tahun %{min} dan %{max}.',
  datePast: '%{field} tidak boleh sebelum hari ini.',
  urlInvalid: '%{field} harus alamat http:// atau https://, atau alamat halaman situs yang diawali /.',
} as const;
