/**
 * Where a field sits on a page, as fractions of the page (0–1, origin top-left like the screen), so
 * the same template works on Letter, Legal or A4 and at any zoom (issue 13). PDF drawing converts to
 * points with the origin bottom-left.
 */
export interface FieldBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest field, as a page fraction (about 7 pt on a Letter page). */
export const MIN_FIELD_SIZE = 0.01;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps a box on its page: at least the minimum size, no larger than the page, fully inside it. */
export function clampBox<T extends FieldBox>(box: T): T {
  const width = clamp(box.width, MIN_FIELD_SIZE, 1);
  const height = clamp(box.height, MIN_FIELD_SIZE, 1);
  return { ...box, width, height, x: clamp(box.x, 0, 1 - width), y: clamp(box.y, 0, 1 - height) };
}

/** Moves a box by a fraction of the page, staying on the page. */
export function moveBox<T extends FieldBox>(box: T, dx: number, dy: number): T {
  return clampBox({ ...box, x: box.x + dx, y: box.y + dy });
}

/** Resizes from the bottom-right corner, staying on the page and above the minimum size. */
export function resizeBox<T extends FieldBox>(box: T, dWidth: number, dHeight: number): T {
  const width = clamp(box.width + dWidth, MIN_FIELD_SIZE, 1 - box.x);
  const height = clamp(box.height + dHeight, MIN_FIELD_SIZE, 1 - box.y);
  return { ...box, width, height };
}

/** Screen pixels on a rendered page → a page-fraction box. */
export function boxFromPixels(
  page: number,
  rect: { left: number; top: number; width: number; height: number },
  pageSize: { width: number; height: number },
): FieldBox {
  return clampBox({
    page,
    x: rect.left / pageSize.width,
    y: rect.top / pageSize.height,
    width: rect.width / pageSize.width,
    height: rect.height / pageSize.height,
  });
}

/** A page-fraction box → a PDF rectangle in points (origin bottom-left) on a page of that size. */
export function boxToPdfRect(box: FieldBox, pageSize: { width: number; height: number }) {
  const width = box.width * pageSize.width;
  const height = box.height * pageSize.height;
  return { x: box.x * pageSize.width, y: pageSize.height - box.y * pageSize.height - height, width, height };
}

/** A font size that fits one line of text in the box's height (points), within readable bounds. */
export function fontSizeFor(heightPt: number): number {
  return clamp(Math.round(heightPt * 0.7 * 10) / 10, 6, 14);
}
