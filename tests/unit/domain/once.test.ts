import { afterEach, describe, expect, it, vi } from 'vitest';
import { once } from '@/domain/once';

afterEach(() => vi.restoreAllMocks());

describe('once: a value built on first use', () => {
  it('builds nothing until asked, then builds once and keeps the value', () => {
    const build = vi.fn(() => ({ made: true }));
    const value = once(build);
    expect(build).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps the Intl formatters of file sizes out of module load: importing formatBytes builds none', async () => {
    vi.resetModules();
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new Real(...args);
    } as unknown as typeof Intl.NumberFormat);
    const { formatBytes } = await import('@/domain/image/formatBytes');
    expect(made).not.toHaveBeenCalled();
    expect(formatBytes(1.9 * 1024 * 1024)).toBe('1,9 MB');
    expect(made).toHaveBeenCalled();
  });
});
