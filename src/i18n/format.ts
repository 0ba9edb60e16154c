/**
 * Fills a message's placeholders: `format('Hapus merk "%{name}"?', { name: 'Dulux' })`. The one way to
 * do it, in components, rules and fake handlers alike; a placeholder without a value is left as written
 * so a missing value shows instead of vanishing.
 */
export const format = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
