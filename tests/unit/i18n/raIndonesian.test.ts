import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import { raIndonesianMessages } from '@/i18n/raIndonesian';

type Tree = { [key: string]: unknown };

/** Flattens a nested messages object into { 'ra.action.save': 'Save', ... }. */
function flatten(tree: Tree, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      Object.assign(out, flatten(value as Tree, path));
    } else {
      out[path] = value;
    }
  }
  return out;
}

const english = flatten(englishMessages as Tree);
const indonesian = flatten(raIndonesianMessages as Tree);
const englishPaths = Object.keys(english).sort();

const placeholders = (s: string): string[] =>
  (s.match(/%\{[^}]+\}/g) ?? []).slice().sort();
const pluralFormCount = (s: string): number => s.split('||||').length;

/**
 * Strings allowed to be identical to English. Each one contains no
 * translatable words: it is either a lone symbol or made only of polyglot
 * placeholders (react-admin fills them with the already-translated resource
 * name and record representation).
 */
const IDENTICAL_TO_ENGLISH_ALLOWED = new Set([
  'ra.boolean.null', // ' ' — a single space shown for a null boolean
  'ra.page.list', // '%{name}'
  'ra.page.edit', // '%{name} %{recordRepresentation}'
  'ra.page.show', // '%{name} %{recordRepresentation}'
]);

/**
 * Loanwords that Indonesian back offices use as they are (KBBI lists "email"); the login form of the
 * spec labels the field 'Email' too.
 */
const LOANWORDS_ALLOWED = new Set(['ra.auth.email']);

describe('raIndonesianMessages', () => {
  it('has exactly the same key paths as ra-language-english (none missing, none extra)', () => {
    expect(englishPaths.length).toBeGreaterThan(100);
    expect(Object.keys(indonesian).sort()).toEqual(englishPaths);
  });

  it('has a non-empty string value for every key', () => {
    for (const path of englishPaths) {
      const value = indonesian[path];
      expect(typeof value, path).toBe('string');
      expect((value as string).length, path).toBeGreaterThan(0);
    }
  });

  it('keeps exactly the same %{...} placeholders as the English string', () => {
    for (const path of englishPaths) {
      expect(placeholders(indonesian[path] as string), path).toEqual(
        placeholders(english[path] as string),
      );
    }
  });

  it('keeps the same number of |||| plural forms as the English string', () => {
    for (const path of englishPaths) {
      expect(pluralFormCount(indonesian[path] as string), path).toBe(
        pluralFormCount(english[path] as string),
      );
    }
  });

  it('keeps the placeholders in each |||| plural form', () => {
    for (const path of englishPaths) {
      const en = (english[path] as string).split('||||');
      const id = (indonesian[path] as string).split('||||');
      en.forEach((form, i) => {
        expect(placeholders(id[i] ?? ''), `${path} [form ${i}]`).toEqual(
          placeholders(form),
        );
      });
    }
  });

  it('translates every string, except the allow-listed placeholder/symbol-only ones', () => {
    const untranslated = englishPaths.filter(
      (path) => indonesian[path] === english[path],
    );
    const notAllowed = untranslated.filter(
      (path) => !IDENTICAL_TO_ENGLISH_ALLOWED.has(path) && !LOANWORDS_ALLOWED.has(path),
    );
    expect(notAllowed).toEqual([]);
  });

  it('only allow-lists strings that contain no words (placeholders and whitespace only)', () => {
    for (const path of IDENTICAL_TO_ENGLISH_ALLOWED) {
      const withoutPlaceholders = (english[path] as string).replace(
        /%\{[^}]+\}/g,
        '',
      );
      expect(withoutPlaceholders, path).not.toMatch(/[A-Za-z]/);
    }
  });
});
