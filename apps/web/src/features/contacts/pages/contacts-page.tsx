import { Copy, Download, Plus, Upload, UserPlus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useContactFacets } from '../api/contacts-api';
import { useLiveContactLists } from '../api/contacts-live-api';
import type { ExportFormat } from '@threshold/domain/contacts/export-contacts.contract';
import { useExportContacts } from '../api/contacts-bulk-api';
import { ExportFormatSelect } from '../components/export-format-select';

const EXPORT_BUTTON: Record<ExportFormat, string> = {
  csv: 'Export CSV',
  google_csv: 'Export Google CSV',
  vcard: 'Export vCard',
};
import { BulkActionsBar } from '../components/bulk-actions-bar';
import { ContactsBoard } from '../components/contacts-board';
import { ContactsFilters } from '../components/contacts-filters';
import { ContactsTable } from '../components/contacts-table';
import { ContactsToolbar } from '../components/contacts-toolbar';
import { CrmSettingsDialog } from '../components/crm-settings-dialog';
import { QuickAddDialog } from '../components/quick-add-dialog';
import { activeFilterCount, clearFilters, toApiParams } from '../lib/contacts-url-state';
import { useContactsUrl } from '../lib/use-contacts-url';
import { useHotkey } from '../lib/use-hotkey';

/** /contacts — list or board, filters and search in the URL, bulk actions, export, quick add. */
export function ContactsPage() {
  useDocumentTitle('Contacts');
  useLiveContactLists();
  const me = useMe();
  const canManage = me.permissions.includes('manage:contacts');
  const [state, update] = useContactsUrl();
  const facets = useContactFacets(state);
  const exporter = useExportContacts();
  const [exportFormat, setExportFormat] = useState<ExportFormat>('csv');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [quickAdd, setQuickAdd] = useState(false);
  const openQuickAdd = useCallback(() => setQuickAdd(true), []);
  useHotkey('n', openQuickAdd, canManage);

  // A different filter means a different list: a selection from the old one would be invisible.
  const filterKey = toApiParams(state).toString();
  useEffect(() => setSelected(new Set()), [filterKey]);

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const selectMany = (ids: string[], checked: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids)
        if (checked) next.add(id);
        else next.delete(id);
      return next;
    });

  const handleExport = (ids?: string[]) =>
    exporter.mutate(
      { state, ids, format: exportFormat },
      {
        onSuccess: (file) =>
          file.truncated
            ? toast.warning(
                `Exported the first ${file.rowCount.toLocaleString()} contacts (the export limit). Narrow the filters for the rest.`,
              )
            : toast.success(
                `Exported ${file.rowCount.toLocaleString()} contact${file.rowCount === 1 ? '' : 's'}`,
              ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const total = facets.data?.total;
  return (
    <>
      <PageHeader
        title="Contacts"
        description={
          total === undefined
            ? 'Your people, leads and clients.'
            : `${total.toLocaleString()}${activeFilterCount(state) || state.q.trim() ? ' matching' : ''} contact${total === 1 ? '' : 's'}`
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {canManage ? (
              <Button onClick={openQuickAdd} aria-keyshortcuts="n">
                <UserPlus aria-hidden="true" className="h-4 w-4" />
                Quick add <kbd className="hidden rounded bg-white/20 px-1 text-xs sm:inline">N</kbd>
              </Button>
            ) : null}
            {canManage ? (
              <Button asChild variant="secondary">
                <Link to="/contacts/new">
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  New contact
                </Link>
              </Button>
            ) : null}
            {canManage ? (
              <Button asChild variant="secondary">
                <Link to="/contacts/import">
                  <Upload aria-hidden="true" className="h-4 w-4" />
                  Import
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="secondary">
              <Link to="/contacts/duplicates">
                <Copy aria-hidden="true" className="h-4 w-4" />
                Duplicates
              </Link>
            </Button>
            <ExportFormatSelect value={exportFormat} onChange={setExportFormat} />
            <Button variant="secondary" disabled={exporter.isPending} onClick={() => handleExport()}>
              <Download aria-hidden="true" className="h-4 w-4" />
              {exporter.isPending ? 'Exporting…' : EXPORT_BUTTON[exportFormat]}
            </Button>
            {me.permissions.includes('manage:organization') ? <CrmSettingsDialog /> : null}
          </div>
        }
      />
      <div className="space-y-4">
        <ContactsToolbar state={state} onChange={update} />
        <ContactsFilters state={state} facets={facets.data} onChange={update} />
        {selected.size > 0 && canManage && state.view === 'list' ? (
          <BulkActionsBar
            ids={[...selected]}
            facets={facets.data}
            onDone={() => setSelected(new Set())}
            onExport={() => handleExport([...selected])}
            exporting={exporter.isPending}
          />
        ) : null}
        {state.view === 'board' ? (
          <ContactsBoard state={state} facets={facets.data} canManage={canManage} />
        ) : (
          <ContactsTable
            state={state}
            total={total}
            selected={selected}
            onToggle={toggle}
            onSelectMany={selectMany}
            onClearFilters={() => update(clearFilters(state))}
          />
        )}
      </div>
      {canManage ? <QuickAddDialog open={quickAdd} onOpenChange={setQuickAdd} /> : null}
    </>
  );
}
