import { Fragment, type ReactNode } from 'react';
import { displayText } from '../domain/displayText';

/**
 * `format` for a sentence shown in JSX whose values come from records ('Zona terpilih: %{code}'):
 * each value is stripped of bidi controls and isolated in a `<bdi>`, so it cannot reorder the app's
 * words around it, and the text reads (and is matched by tests) exactly as `format` would give it.
 */
export const formatIsolated = (template: string, values: Readonly<Record<string, string | number>>): ReactNode => {
  const parts = template.split(/%\{(\w+)\}/g);
  return parts.map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    return part in values ? <bdi key={index}>{displayText(values[part])}</bdi> : <Fragment key={index}>{`%{${part}}`}</Fragment>;
  });
};
