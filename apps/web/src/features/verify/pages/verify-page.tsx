import { FileUp } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { DropZone } from '@/components/ui/drop-zone';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ProgressBar } from '@/components/ui/progress-bar';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVerifyFile, useVerifyHash } from '../api/verify-api';
import { VerifyResult } from '../components/verify-result';
import { normalizeSha256 } from '../lib/sha256-hex';

/** /verify: anyone checks whether a PDF (or its SHA-256) is exactly a document Threshold sealed (ADR 0161). */
export function VerifyPage() {
  useDocumentTitle('Verify a sealed document');
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const byFile = useVerifyFile((sent, total) => setProgress({ sent, total }));
  const byHash = useVerifyHash();
  const [hashInput, setHashInput] = useState('');
  const [hashError, setHashError] = useState<string | undefined>();
  const [shown, setShown] = useState<'file' | 'hash' | null>(null);

  const checkFile = (file: File) => {
    setShown('file');
    setProgress(null);
    byHash.reset();
    byFile.mutate(file);
  };
  const checkHash = (event: FormEvent) => {
    event.preventDefault();
    const hash = normalizeSha256(hashInput);
    setHashError(hash ? undefined : 'Paste the 64 hexadecimal characters of a SHA-256');
    if (!hash) return;
    setShown('hash');
    byFile.reset();
    byHash.mutate(hash);
  };
  const active = shown === 'file' ? byFile : shown === 'hash' ? byHash : null;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">Verify a sealed document</h1>
        <p className="text-sm text-slate-700">
          Check that a PDF signed through Threshold is exactly the sealed file — unchanged — and see its audit
          trail. No account needed.
        </p>
      </header>
      <Card>
        <CardTitle>Check a PDF</CardTitle>
        <CardDescription>The file you received after everyone signed.</CardDescription>
        <div className="mt-4">
          <DropZone
            icon={FileUp}
            accept="application/pdf,.pdf"
            inputLabel="PDF to check"
            buttonLabel="Choose a PDF"
            disabled={byFile.isPending}
            onFile={checkFile}
            note="The file is hashed in your browser and sent only to check it; it is not stored."
          >
            Drop the signed PDF here, or
          </DropZone>
        </div>
      </Card>
      <Card>
        <CardTitle>Or check a SHA-256</CardTitle>
        <form onSubmit={checkHash} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <FormField label="SHA-256 of the file" error={hashError} className="flex-1">
            <Input
              value={hashInput}
              onChange={(e) => setHashInput(e.target.value)}
              spellCheck={false}
              autoComplete="off"
              className="font-mono"
            />
          </FormField>
          <Button type="submit" disabled={byHash.isPending}>
            Check the hash
          </Button>
        </form>
      </Card>
      <section aria-live="polite" aria-busy={active?.isPending ?? false} className="space-y-3">
        {active?.isPending ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-700">Checking…</p>
            {shown === 'file' && progress ? (
              <ProgressBar value={progress.sent} max={progress.total} label="Upload progress" />
            ) : null}
          </div>
        ) : null}
        {active?.isError ? <Alert tone="error">{errorMessage(active.error)}</Alert> : null}
        {shown === 'file' && byFile.data ? (
          <VerifyResult result={byFile.data.result} fileName={byFile.data.fileName} />
        ) : null}
        {shown === 'hash' && byHash.data ? <VerifyResult result={byHash.data} /> : null}
      </section>
    </div>
  );
}
