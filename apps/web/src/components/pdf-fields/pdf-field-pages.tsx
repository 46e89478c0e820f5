import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PageFieldCanvas, type FieldLook, type PlacedField } from './page-field-canvas';
import type { FieldEditor } from './use-field-editor';
import type { PdfDocumentState } from '@/lib/use-pdf-document';

interface PdfFieldPagesProps<K extends string, F extends PlacedField> {
  doc: PdfDocumentState;
  pages: number;
  editor: FieldEditor<K, F>;
  lookOf: (field: F) => FieldLook;
}

/** The page stepper and the current page with its fields (or why the PDF is not shown yet). */
export function PdfFieldPages<K extends string, F extends PlacedField>(props: PdfFieldPagesProps<K, F>) {
  const { doc, pages, editor, lookOf } = props;
  const { page, setPage } = editor;
  return (
    <div className="min-w-0">
      <div className="mb-2 flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </Button>
        <span className="text-sm text-slate-700">
          Page {page} of {pages}
        </span>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
        >
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      <div
        className={`overflow-auto rounded-lg border border-slate-200 bg-slate-100 p-4 ${editor.placing ? 'cursor-crosshair' : ''}`}
      >
        {doc.loadError ? (
          <Alert tone="error" title="The PDF could not be displayed">
            Reload the page to try again.
          </Alert>
        ) : doc.pdf ? (
          <PageFieldCanvas
            pdf={doc.pdf}
            page={page}
            scale={1.25}
            fields={editor.fields}
            selectedId={editor.selectedId}
            editable={editor.editable}
            lookOf={lookOf}
            onSelect={editor.select}
            onChange={editor.update}
            onRemove={editor.remove}
            onPlace={editor.place}
          />
        ) : (
          <Spinner label="Opening the PDF" />
        )}
      </div>
    </div>
  );
}
