import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { openPdf } from './pdf-loader';

export interface PdfDocumentState {
  pdf: PDFDocumentProxy | null;
  loadError: boolean;
}

/** Opens the PDF at `url` for as long as the component shows it (destroyed on unmount or a new url). */
export function usePdfDocument(url: string): PdfDocumentState {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [loadError, setLoadError] = useState(false);
  useEffect(() => {
    let opened: PDFDocumentProxy | null = null;
    let cancelled = false;
    openPdf(url)
      .then((doc) => {
        opened = doc;
        if (cancelled) void doc.destroy();
        else setPdf(doc);
      })
      .catch(() => setLoadError(true));
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [url]);
  return { pdf, loadError };
}
