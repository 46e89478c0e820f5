import { fireEvent, render, screen } from '@testing-library/react';
import { ImagePlus } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { DropZone } from './drop-zone';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const zoneOf = () => screen.getByText('Drag it here').parentElement!;
const common = { icon: ImagePlus, accept: 'image/png', inputLabel: 'Image', buttonLabel: 'Choose' } as const;
type Own =
  | { onFile: (file: File) => void; disabled?: boolean; note?: string }
  | { multiple: true; onFiles: (files: File[]) => void };
const zone = (own: Own) => (
  <DropZone {...common} {...own}>
    Drag it here
  </DropZone>
);

function drop(files: File[], kind: 'dragOver' | 'drop' = 'drop') {
  fireEvent[kind](zoneOf(), { dataTransfer: { files } });
}

describe('<DropZone>', () => {
  it('takes only the first dropped file without multiple, every file with it', () => {
    const onFile = vi.fn();
    const { unmount } = render(zone({ onFile }));
    drop([file('a.png'), file('b.png')]);
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile.mock.calls[0]![0].name).toBe('a.png');
    unmount();

    const onFiles = vi.fn();
    render(zone({ multiple: true, onFiles }));
    drop([file('a.png'), file('b.png')]);
    expect(onFiles.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['a.png', 'b.png']);
    expect(screen.getByLabelText('Image').hasAttribute('multiple')).toBe(true);
  });

  it('highlights while dragged over, and ignores drops (without highlight) while disabled', () => {
    const onFile = vi.fn();
    const { rerender } = render(zone({ onFile }));
    drop([], 'dragOver');
    expect(zoneOf().className).toContain('bg-brand-50');
    fireEvent.dragLeave(zoneOf());
    expect(zoneOf().className).not.toContain('bg-brand-50');

    rerender(zone({ disabled: true, onFile }));
    drop([file('a.png')], 'dragOver');
    expect(zoneOf().className).not.toContain('bg-brand-50');
    drop([file('a.png')]);
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose' })).toHaveProperty('disabled', true);
  });

  it('opens the hidden input from the button, and hands over what was chosen', () => {
    const onFile = vi.fn();
    render(zone({ onFile, note: 'Not stored' }));
    const input = screen.getByLabelText<HTMLInputElement>('Image');
    expect(input.tabIndex).toBe(-1);
    expect(input.accept).toBe('image/png');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(click).toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [file('c.png')] } });
    expect(onFile.mock.calls[0]![0].name).toBe('c.png');
    expect(screen.getByText('Not stored')).toBeTruthy();
  });
});
