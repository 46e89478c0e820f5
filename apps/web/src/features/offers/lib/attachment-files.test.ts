import { describe, expect, it } from 'vitest';
import { attachmentHeadProblem, chooseAttachments } from './attachment-files';

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(12).fill(0)]);

describe('attachment checks before sending', () => {
  it('accepts PDF, JPEG, PNG and WebP by their first bytes', () => {
    expect(attachmentHeadProblem(new TextEncoder().encode('%PDF-1.7\n....'), 100)).toBeNull();
    expect(attachmentHeadProblem(bytes(0xff, 0xd8, 0xff, 0xe0), 100)).toBeNull();
    expect(attachmentHeadProblem(bytes(0x89, 0x50, 0x4e, 0x47), 100)).toBeNull();
    expect(attachmentHeadProblem(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '), 100)).toBeNull();
  });

  it('refuses a renamed executable and a file over 10 MB', () => {
    expect(attachmentHeadProblem(bytes(0x4d, 0x5a, 0x90, 0x00), 100)).toMatch(/Not a PDF or image/);
    expect(attachmentHeadProblem(new TextEncoder().encode('%PDF-1.7\n....'), 11 * 1024 * 1024)).toMatch(
      /10 MB/,
    );
  });

  it('keeps at most five files, each with its kind and its own verdict', async () => {
    const pdf = new File(['%PDF-1.7 hello'], 'letter.pdf', { type: 'application/pdf' });
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])], 'offer.pdf');
    const chosen = await chooseAttachments([pdf, exe], [], 'pre_approval');
    expect(chosen.map((c) => [c.file.name, c.kind, c.error === null])).toEqual([
      ['letter.pdf', 'pre_approval', true],
      ['offer.pdf', 'pre_approval', false],
    ]);
    const more = await chooseAttachments([pdf, pdf, pdf, pdf], chosen, 'other');
    expect(more).toHaveLength(5);
  });
});
