import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/domain/image/formatBytes';

describe('formatBytes', () => {
  it('writes bytes, kilobytes and megabytes with Indonesian decimals', () => {
    expect(formatBytes(850)).toBe('850 B');
    expect(formatBytes(312 * 1024)).toBe('312 KB');
    expect(formatBytes(2_097_152)).toBe('2 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});
