import { describe, expect, it } from 'vitest';
import {
  boxFromPixels,
  boxToPdfRect,
  clampBox,
  fontSizeFor,
  MIN_FIELD_SIZE,
  moveBox,
  resizeBox,
} from './field-geometry';

const box = { page: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.05 };

describe('field geometry (page fractions)', () => {
  it('keeps a box on the page and above the minimum size', () => {
    expect(clampBox({ ...box, x: 0.9 })).toMatchObject({ x: 0.7, width: 0.3 });
    expect(clampBox({ ...box, y: -1 })).toMatchObject({ y: 0 });
    expect(clampBox({ ...box, width: 0, height: 2 })).toMatchObject({
      width: MIN_FIELD_SIZE,
      height: 1,
      y: 0,
    });
  });

  it('moves and resizes within the page', () => {
    expect(moveBox(box, 0.05, 0.1)).toMatchObject({ x: 0.15000000000000002, y: 0.30000000000000004 });
    expect(moveBox(box, 1, 1)).toMatchObject({ x: 0.7, y: 0.95 });
    expect(resizeBox(box, 1, 1)).toMatchObject({ width: 0.9, height: 0.8 });
    expect(resizeBox(box, -1, -1)).toMatchObject({ width: MIN_FIELD_SIZE, height: MIN_FIELD_SIZE });
  });

  it('converts screen pixels to fractions, whatever the zoom', () => {
    const at100 = boxFromPixels(
      2,
      { left: 61.2, top: 158.4, width: 183.6, height: 39.6 },
      { width: 612, height: 792 },
    );
    const at200 = boxFromPixels(
      2,
      { left: 122.4, top: 316.8, width: 367.2, height: 79.2 },
      { width: 1224, height: 1584 },
    );
    expect(at100.page).toBe(2);
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(at200[key]).toBeCloseTo(at100[key], 10);
    expect(at100).toMatchObject({ x: 0.1, y: 0.2 });
  });

  it('converts fractions to PDF points with the origin at the bottom left, on any page size', () => {
    const letter = boxToPdfRect(box, { width: 612, height: 792 });
    expect(letter.x).toBeCloseTo(61.2);
    expect(letter.width).toBeCloseTo(183.6);
    expect(letter.height).toBeCloseTo(39.6);
    expect(letter.y).toBeCloseTo(792 - 158.4 - 39.6);
    const a4 = boxToPdfRect(box, { width: 595.28, height: 841.89 });
    expect(a4.y + a4.height).toBeCloseTo(841.89 * 0.8);
  });

  it('picks a font size that fits the box height, within bounds', () => {
    expect(fontSizeFor(20)).toBe(14);
    expect(fontSizeFor(15)).toBe(10.5);
    expect(fontSizeFor(4)).toBe(6);
  });
});
