import type { PDFDocumentProxy } from 'pdfjs-dist';
import { clampBox, moveBox, resizeBox, type FieldBox } from '@threshold/domain/templates/field-geometry';
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { renderPage } from '@/lib/pdf-loader';

const STEP = 0.005;

/** A field placed on a page: its box (page fractions) and an id. */
export interface PlacedField extends FieldBox {
  id: string;
}

/** How a field shows: its accessible name, the text inside, and (envelopes) its recipient's colour. */
export interface FieldLook {
  name: string;
  text: string;
  dashed: boolean;
  color?: string;
}

interface PageFieldCanvasProps<F extends PlacedField> {
  pdf: PDFDocumentProxy;
  page: number;
  scale: number;
  fields: F[];
  selectedId: string | null;
  editable: boolean;
  lookOf: (field: F) => FieldLook;
  onSelect: (id: string | null) => void;
  onChange: (field: F) => void;
  onRemove: (id: string) => void;
  /** Clicked on the page (fractions) while a kind is chosen for placing. */
  onPlace: (x: number, y: number) => void;
}

/**
 * One PDF page with fields over it: the template editor and the envelope overlay both place fields
 * with it. Fields are positioned in percent of the page (their
 * stored page fractions), so they stay put at any zoom. Drag to move, the corner handle to resize;
 * with a field focused, arrows move it and Shift+arrows resize it, Delete removes it.
 */
export function PageFieldCanvas<F extends PlacedField>(props: PageFieldCanvasProps<F>) {
  const { pdf, page, scale, fields, selectedId, editable, lookOf, onSelect, onChange, onRemove, onPlace } =
    props;
  const canvas = useRef<HTMLCanvasElement>(null);
  const overlay = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    let task: Awaited<ReturnType<typeof renderPage>> | null = null;
    let cancelled = false;
    void renderPage(pdf, page, canvas.current, scale)
      .then((t) => {
        task = t;
        if (cancelled) t.cancel();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, scale]);

  function startDrag(event: PointerEvent, field: F, mode: 'move' | 'resize') {
    if (!editable || !overlay.current) return;
    event.stopPropagation();
    event.preventDefault();
    onSelect(field.id);
    const rect = overlay.current.getBoundingClientRect();
    const start = { x: event.clientX, y: event.clientY };
    const move = (e: globalThis.PointerEvent) => {
      const dx = (e.clientX - start.x) / rect.width;
      const dy = (e.clientY - start.y) / rect.height;
      onChange(mode === 'move' ? moveBox(field, dx, dy) : resizeBox(field, dx, dy));
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  }

  function handleKey(event: KeyboardEvent, field: F) {
    if (!editable) return;
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const delta = arrows[event.key];
    if (delta) {
      event.preventDefault();
      onChange(event.shiftKey ? resizeBox(field, delta[0], delta[1]) : moveBox(field, delta[0], delta[1]));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove(field.id);
    }
  }

  return (
    <div className="relative inline-block shadow">
      <canvas ref={canvas} className="block bg-white" />
      <div
        ref={overlay}
        className="absolute inset-0"
        data-testid="template-page"
        onPointerDown={(e) => {
          if (!overlay.current || e.target !== overlay.current) return;
          const rect = overlay.current.getBoundingClientRect();
          onSelect(null);
          onPlace((e.clientX - rect.left) / rect.width, (e.clientY - rect.top) / rect.height);
        }}
      >
        {fields
          .filter((f) => f.page === page)
          .map((f) => {
            const box = clampBox(f);
            const selected = f.id === selectedId;
            const look = lookOf(f);
            return (
              <div
                key={f.id}
                role="button"
                tabIndex={0}
                aria-label={look.name}
                aria-pressed={selected}
                onFocus={() => onSelect(f.id)}
                onKeyDown={(e) => handleKey(e, f)}
                onPointerDown={(e) => startDrag(e, f, 'move')}
                className={`focus-ring absolute cursor-move overflow-hidden rounded-sm border text-[10px] leading-tight ${
                  selected
                    ? 'border-brand-700 bg-brand-50/80 ring-2 ring-brand-700'
                    : 'border-sky-600 bg-sky-100/70'
                } ${look.dashed ? 'border-dashed' : ''}`}
                style={{
                  ...(look.color && !selected
                    ? { borderColor: look.color, backgroundColor: `${look.color}33` }
                    : {}),
                  left: `${box.x * 100}%`,
                  top: `${box.y * 100}%`,
                  width: `${box.width * 100}%`,
                  height: `${box.height * 100}%`,
                }}
              >
                <span className="pointer-events-none block truncate px-0.5 text-slate-900">{look.text}</span>
                {editable && selected ? (
                  <span
                    aria-hidden="true"
                    onPointerDown={(e) => startDrag(e, f, 'resize')}
                    className="absolute right-0 bottom-0 h-2.5 w-2.5 cursor-se-resize bg-brand-700"
                  />
                ) : null}
              </div>
            );
          })}
      </div>
    </div>
  );
}
