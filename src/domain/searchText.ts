/**
 * Text as a search compares it: accents dropped (`Kérámik` finds `keramik`), lower case, every run of
 * spaces one space, trimmed; an absent value is ''. The lists' searches on the client, the category
 * grid's and the command palette's read it alike.
 */
export const searchText = (value: unknown): string =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
