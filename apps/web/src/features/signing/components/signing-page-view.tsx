import type { SigningSessionDto, SigningValue } from '@threshold/domain/envelopes/signing.contract';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { renderPage } from '@/lib/pdf-loader';
import { FieldValueView } from './field-value-view';

type Field = SigningSessionDto['fields'][number];

interface SigningPageViewProps {
  pdf: PDFDocumentProxy;
  page: number;
  scale: number;
  mine: Field[];
  filled: SigningSessionDto['filled'];
  values: Record<string, SigningValue | undefined>;
  dateSigned: string;
  onPick: (fieldId: string) => void;
}

/**
 * One page as it will be sealed: the recipient's fields highlighted and numbered in order, showing
 * what they typed or drew; values other recipients gave already drawn where they go.
 */
export function SigningPageView({
  pdf,
  page,
  scale,
  mine,
  filled,
  values,
  dateSigned,
  onPick,
}: SigningPageViewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!canvas.current) return;
    let cancelled = false;
    let task: Awaited<ReturnType<typeof renderPage>> | null = null;
    void renderPage(pdf, page, canvas.current, scale)
      .then((t) => {
        task = t;
        if (cancelled) t.cancel();
        else setHeight(canvas.current?.clientHeight ?? 0);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, scale]);

  const box = (f: { x: number; y: number; width: number; height: number }) => ({
    left: `${f.x * 100}%`,
    top: `${f.y * 100}%`,
    width: `${f.width * 100}%`,
    height: `${f.height * 100}%`,
  });
  return (
    <div className="relative mx-auto w-fit shadow" data-testid={`signing-page-${page}`}>
      <canvas ref={canvas} className="block max-w-full bg-white" aria-label={`Page ${page}`} role="img" />
      {filled
        .filter((f) => f.page === page)
        .map((f) => (
          <div key={f.id} className="pointer-events-none absolute" style={box(f)}>
            <FieldValueView kind={f.kind} value={f.value} boxHeightPx={f.height * height} />
          </div>
        ))}
      {mine
        .filter((f) => f.page === page)
        .map((f) => {
          const value = f.kind === 'date_signed' ? { text: dateSigned } : values[f.id];
          const order = mine.indexOf(f) + 1;
          return (
            <button
              key={f.id}
              type="button"
              className={`focus-ring absolute rounded-sm border-2 ${value ? 'border-emerald-600 bg-emerald-50/40' : 'border-amber-500 bg-amber-100/70'}`}
              style={box(f)}
              aria-label={`Field ${order}: ${f.label || f.kind}${value ? ' (filled)' : ''}`}
              onClick={() => onPick(f.id)}
            >
              {value ? (
                <FieldValueView kind={f.kind} value={value} boxHeightPx={f.height * height} />
              ) : (
                <span className="absolute -top-4 left-0 rounded bg-amber-500 px-1 text-[10px] font-semibold text-white">
                  {order}
                </span>
              )}
            </button>
          );
        })}
    </div>
  );
}
