/**
 * The shared sortable list's texts (src/components/SortableList.tsx): its drag handle's name and what
 * screen readers hear while a row is moved with the keyboard or the pointer. The spec leaves them open;
 * they are worded in its voice. Imported where used (not registered in `messages`, so the login route
 * does not carry them), like the number and report period texts.
 */
export const sortableMessages = {
  handle: 'Geser %{label}',
  roleDescription: 'dapat diurutkan',
  instructions:
    'Untuk memindahkan, tekan Spasi atau Enter pada tombol geser. Gunakan panah atas dan bawah untuk menggeser, tekan Spasi atau Enter lagi untuk meletakkan, atau Escape untuk membatalkan.',
  picked: '%{label} diangkat. Posisi %{position} dari %{total}.',
  movedTo: '%{label} dipindahkan ke posisi %{position} dari %{total}.',
  outside: '%{label} tidak berada di atas daftar.',
  dropped: '%{label} diletakkan di posisi %{position} dari %{total}.',
  cancelled: 'Pemindahan dibatalkan. %{label} kembali ke posisi %{position} dari %{total}.',
} as const;
