import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { leaseDocumentUrl, useAddLeaseDocument, useLeaseDocuments } from '../api/rental-files-api';
import { formatDay } from '../lib/rental-format';

/** A lease's documents (the documents module keeps the files); staff attach a PDF, shared or not with the renters. */
export function LeaseDocuments({ leaseId, canAttach }: { leaseId: string; canAttach: boolean }) {
  const documents = useLeaseDocuments(leaseId);
  const add = useAddLeaseDocument(leaseId);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!file) return setProblem('Choose a PDF to attach.');
    if (!name.trim()) return setProblem('Give the document a name.');
    add.mutate(
      { file, name: name.trim(), shared },
      {
        onSuccess: () => {
          toast.success('Document attached');
          setFile(null);
          setName('');
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <div className="space-y-3">
      {documents.isPending ? (
        <Spinner label="Loading documents" />
      ) : documents.isError ? (
        <LoadError what="the documents" error={documents.error} onRetry={() => void documents.refetch()} />
      ) : documents.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">No documents on this lease.</p>
      ) : (
        <ul
          aria-label="Lease documents"
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
        >
          {documents.data.items.map((d) => (
            <li key={d.document_id} className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm">
              <a
                href={leaseDocumentUrl(leaseId, d.document_id)}
                className="text-brand-700 underline-offset-4 hover:underline"
              >
                {d.name}
              </a>
              <span className="text-slate-600">
                {d.shared_with_clients ? 'shared with renters and owners' : 'staff only'} · attached{' '}
                {formatDay(d.attached_at.slice(0, 10))}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canAttach ? (
        <form
          onSubmit={submit}
          noValidate
          aria-label="Attach a document"
          className="space-y-2 rounded-lg border border-slate-200 bg-white p-3"
        >
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Document name">
              <Input autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
            </FormField>
            <FormField label="PDF file">
              <Input
                type="file"
                accept="application/pdf"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </FormField>
          </div>
          <Checkbox
            label="Share with the renters and owners"
            checked={shared}
            onChange={(e) => setShared(e.target.checked)}
          />
          <Button type="submit" variant="secondary" disabled={add.isPending}>
            {add.isPending ? 'Attaching…' : 'Attach document'}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
