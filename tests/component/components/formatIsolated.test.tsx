// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIsolated } from '@/components/formatIsolated';

afterEach(cleanup);

describe('formatIsolated: record values inside the app\'s sentence cannot reorder it', () => {
  it('reads as format gives it, each value in its own <bdi> without its bidi controls', () => {
    const { container } = render(<p>{formatIsolated('Zona terpilih: %{code} (%{type})', { code: '\u202ERAK-A1', type: 'Rak' })}</p>);
    expect(container.textContent).toBe('Zona terpilih: RAK-A1 (Rak)');
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['RAK-A1', 'Rak']);
  });

  it('renders markup in a value as text', () => {
    const { container } = render(<p>{formatIsolated('Kode: %{code}', { code: '<img src=x onerror="window.__pwned=1">' })}</p>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('Kode: <img src=x onerror="window.__pwned=1">');
  });

  it('leaves a placeholder without a value as written', () => {
    const { container } = render(<p>{formatIsolated('Kode: %{code}', {})}</p>);
    expect(container.textContent).toBe('Kode: %{code}');
  });
});
