/** The extension of a file name, lower case without the dot; '' when the name has none. */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  // A leading dot (".env") names a hidden file, not an extension; a trailing dot has nothing after it.
  if (dot <= 0 || dot === name.length - 1) return '';
  return name.slice(dot + 1).toLowerCase();
};

/** The name without its extension (the whole name when it has none). */
export const baseName = (name: string): string => (fileExtension(name) ? name.slice(0, name.lastIndexOf('.')) : name);

/** `photo.png` becomes `photo.webp` once optimised: the stored type and the name must agree. */
export const withExtension = (name: string, extension: string): string => `${baseName(name)}.${extension}`;

/**
 * The stored object's name (catalogue spec §7): `<timestamp>-<random>.<ext>`. Never the original name, so
 * two uploads of `foto.jpg` cannot overwrite each other (uploads are sent without overwrite).
 */
export const storageFileName = (originalName: string, now: number, random: string): string => {
  const extension = fileExtension(originalName);
  return extension ? `${now}-${random}.${extension}` : `${now}-${random}`;
};

/** A stored name of a random part only (`<random>.<ext>`), where the spec names no timestamp. */
export const randomFileName = (originalName: string, random: string): string => {
  const extension = fileExtension(originalName);
  return extension ? `${random}.${extension}` : random;
};

/** A short random token for `storageFileName`. */
export const randomToken = (): string => Math.random().toString(36).slice(2, 10).padEnd(8, '0');
