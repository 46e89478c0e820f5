import type { PDFDocumentProxy } from 'pdfjs-dist';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { openPdf, renderPage } from '@/lib/pdf-loader';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const THUMB_SCALE = 0.18;

/** One page thumbnail, drawn when it scrolls into view (a 100-page PDF does not draw 100 pages up front). */
function Thumbnail({
  pdf,
  number,
  current,
  onSelect,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  current: boolean;
  onSelect: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let drawn = false;
    const observer = new IntersectionObserver((entries) => {
      if (drawn || !entries.some((e) => e.isIntersecting)) return;
      drawn = true;
      void renderPage(pdf, number, element, THUMB_SCALE).catch(() => undefined);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [pdf, number]);
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-label={`Page ${number}`}
      aria-current={current ? 'page' : undefined}
      className={`focus-ring block rounded border-2 bg-white p-1 ${current ? 'border-brand-700' : 'border-transparent hover:border-slate-300'}`}
    >
      <canvas ref={canvas} className="block min-h-16 min-w-12 bg-slate-50" />
      <span className="mt-1 block text-center text-xs text-slate-700">{number}</span>
    </button>
  );
}

/** The in-browser PDF viewer: the page, thumbnails, page navigation (also ← →) and zoom. */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState(2);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    setPdf(null);
    setError(null);
    setPageNumber(1);
    openPdf(url)
      .then((doc) => {
        opened = doc;
        if (cancelled) void doc.destroy();
        else setPdf(doc);
      })
      .catch(() => {
        if (!cancelled) setError('The document could not be displayed. You can still download it.');
      });
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    let task: Awaited<ReturnType<typeof renderPage>> | null = null;
    let cancelled = false;
    void renderPage(pdf, pageNumber, canvas.current, ZOOMS[zoom]!)
      .then((t) => {
        task = t;
        if (cancelled) t.cancel();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, zoom]);

  if (error)
    return (
      <Alert tone="error" title="Cannot show this document">
        {error}
      </Alert>
    );
  if (!pdf) return <Spinner label="Opening the document" />;
  const pages = pdf.numPages;
  const go = (n: number) => setPageNumber(Math.min(pages, Math.max(1, n)));

  return (
    <div
      className="flex gap-4"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight' || e.key === 'PageDown') go(pageNumber + 1);
        if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(pageNumber - 1);
      }}
    >
      <nav
        aria-label="Pages"
        className="hidden max-h-[80vh] w-28 shrink-0 space-y-2 overflow-y-auto md:block"
      >
        {Array.from({ length: pages }, (_, i) => (
          <Thumbnail
            key={i + 1}
            pdf={pdf}
            number={i + 1}
            current={i + 1 === pageNumber}
            onSelect={() => go(i + 1)}
          />
        ))}
      </nav>
      <div className="min-w-0 flex-1">
        <div className="mb-2 flex flex-wrap items-center gap-2" role="toolbar" aria-label="Viewer">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => go(pageNumber - 1)}
            disabled={pageNumber <= 1}
            aria-label="Previous page"
          >
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          </Button>
          <span className="text-sm text-slate-700" aria-live="polite">
            Page {pageNumber} of {pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => go(pageNumber + 1)}
            disabled={pageNumber >= pages}
            aria-label="Next page"
          >
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
          <span className="mx-2 h-5 w-px bg-slate-300" aria-hidden="true" />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setZoom((z) => Math.max(0, z - 1))}
            disabled={zoom === 0}
            aria-label="Zoom out"
          >
            <ZoomOut aria-hidden="true" className="h-4 w-4" />
          </Button>
          <span className="w-12 text-center text-sm text-slate-700">{Math.round(ZOOMS[zoom]! * 100)}%</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
            disabled={zoom === ZOOMS.length - 1}
            aria-label="Zoom in"
          >
            <ZoomIn aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
        <div
          className="max-h-[80vh] overflow-auto rounded-lg border border-slate-200 bg-slate-100 p-4"
          role="region"
          tabIndex={0}
          aria-label={`${title}, page ${pageNumber}`}
        >
          <canvas ref={canvas} className="mx-auto block bg-white shadow" data-testid="pdf-page" />
        </div>
      </div>
    </div>
  );
}
