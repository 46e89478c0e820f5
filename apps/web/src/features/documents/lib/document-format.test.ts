import { describe, expect, it } from 'vitest';
import { activityLabel, formatBytes, nameFromFile } from './document-format';

describe('document formatting', () => {
  it('formats sizes', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(340 * 1024)).toBe('340 KB');
    expect(formatBytes(25 * 1024 * 1024 + 400_000)).toBe('25.4 MB');
  });

  it('names a document after its file', () => {
    expect(nameFromFile('Purchase_Agreement.pdf')).toBe('Purchase Agreement');
    expect(nameFromFile('scan.2024.jpeg')).toBe('scan.2024');
    expect(nameFromFile('.pdf')).toBe('Untitled document');
  });

  it('labels audit actions, and shows unknown ones as they are', () => {
    expect(activityLabel('document.version')).toBe('Uploaded a new version');
    expect(activityLabel('document.sealed')).toBe('document.sealed');
  });
});
