/**
 * Fills `%{name}` placeholders of a message outside React (the fake backend, domain rules), the same
 * syntax react-admin's translate fills inside components. Unknown placeholders stay visible.
 */
export const fillMessage = (template: string, values: Record<string, string | number>): string =>
  template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
