import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('names bytes, kilobytes and megabytes', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(340 * 1024)).toBe('340 KB');
    expect(formatBytes(25 * 1024 * 1024 + 400_000)).toBe('25.4 MB');
  });
});
