import { useRef, useState, type PointerEvent } from 'react';
import type { CalendarItemDto } from '@threshold/domain/calendar/calendar-range.contract';
import { resizedTiming, snappedSteps } from '../lib/resize-item';
import { timeOf } from '../lib/calendar-grid';

/** Pixels of one hour row of the time grid (Tailwind h-12). */
export const HOUR_HEIGHT = 48;

export type ResizeHandler = (item: CalendarItemDto, steps: number) => void;

/**
 * The bottom-edge handle of an own timed event: dragging it moves the end by quarter hours (one
 * quarter hour per 12 pixels) and shows where it will end; Shift+Arrow on the event is the keyboard way.
 */
export function ResizeHandle({ item, onResize }: { item: CalendarItemDto; onResize: ResizeHandler }) {
  const from = useRef<number | null>(null);
  const [steps, setSteps] = useState(0);
  const preview = steps ? resizedTiming(item, steps) : null;
  const track = (e: PointerEvent) =>
    from.current === null ? 0 : snappedSteps(e.clientY - from.current, HOUR_HEIGHT);
  return (
    <span
      aria-hidden="true"
      data-resize-handle=""
      title="Drag to change when it ends"
      className="relative block h-2 cursor-ns-resize touch-none rounded-b bg-brand-200 hover:bg-brand-400"
      onPointerDown={(e) => {
        e.stopPropagation();
        e.preventDefault();
        e.currentTarget.setPointerCapture(e.pointerId);
        from.current = e.clientY;
      }}
      onPointerMove={(e) => {
        if (from.current !== null) setSteps(track(e));
      }}
      onPointerUp={(e) => {
        const done = track(e);
        from.current = null;
        setSteps(0);
        if (done) onResize(item, done);
      }}
      onPointerCancel={() => {
        from.current = null;
        setSteps(0);
      }}
    >
      {preview ? (
        <span className="absolute left-0 top-2 z-10 rounded bg-slate-900 px-1 text-[10px] text-white">
          until {timeOf(preview.end)}
        </span>
      ) : null}
    </span>
  );
}
