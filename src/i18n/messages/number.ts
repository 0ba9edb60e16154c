/**
 * How a typed rupiah, percent or count is refused (src/domain/number.ts). The spec leaves these open;
 * they are worded in its voice. Reached as `messages.number`, like the image and validation texts.
 */
export const numberMessages = {
  rupiahUnreadable: 'Nominal tidak terbaca. Tulis angka rupiah, misalnya 1.500.000.',
  percentUnreadable: 'Persentase tidak terbaca. Tulis angka, misalnya 2,5.',
  wholeUnreadable: 'Isi dengan angka bulat, misalnya 10.',
  scientific: 'Notasi ilmiah (seperti 1e6) tidak dapat dipakai. Tulis angkanya lengkap, misalnya 1.000.000.',
  thousands: 'Titik adalah pemisah ribuan dan harus ada tiap 3 angka, misalnya 1.000.000.',
  commaThousands: 'Koma adalah pemisah desimal. Untuk ribuan gunakan titik, misalnya 1.000.',
  oneComma: 'Koma hanya boleh satu, sebagai pemisah desimal (misalnya 2,5).',
  rupiahWhole: 'Rupiah harus bilangan bulat (tanpa sen).',
  wholeOnly: 'Harus bilangan bulat, tanpa angka di belakang koma.',
  percentWhole: 'Persentase harus bilangan bulat, tanpa angka di belakang koma.',
  percentPrecision: 'Persentase paling banyak %{digits} angka di belakang koma.',
  percentThousands: 'Persentase tidak memakai pemisah ribuan. Tulis desimal dengan koma, misalnya 2,5.',
  rupiahNegative: 'Nominal tidak boleh negatif.',
  percentNegative: 'Persentase tidak boleh negatif.',
  wholeNegative: 'Angka tidak boleh negatif.',
  rupiahTooLarge: 'Nominal terlalu besar (maksimal Rp%{max}).',
  tooLarge: 'Angka terlalu besar (maksimal %{max}).',
} as const;
