import { describe, expect, it } from 'vitest';
import { activityLabel, nameFromFile } from './document-format';

describe('document formatting', () => {
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
