import type { ColumnMapping } from '@threshold/domain/contacts/csv-fields';
import { mapImportRow } from '@threshold/domain/contacts/csv-rows';
import { applyTagMapping, type TagMapping } from '@threshold/domain/contacts/import-formats/tag-mapping';
import { useMemo } from 'react';
import { STAGE_LABELS, TYPE_LABELS } from '../lib/contact-labels';
import type { ImportFile } from '../lib/read-import-file';

const SHOWN_ROWS = 25;

/**
 * The preview of what will be stored, row by row: name, every e-mail and phone with its label,
 * the address, types, stage and tags — and what a contact cannot hold, from the file's notices.
 */
export function ImportRowValues({
  file,
  mapping,
  tagMapping,
}: {
  file: ImportFile;
  mapping: ColumnMapping;
  tagMapping: TagMapping;
}) {
  const stageMapped = Object.values(mapping).includes('stage');
  const rows = useMemo(
    () =>
      file.rows.slice(0, SHOWN_ROWS).map((row, index) => {
        const result = mapImportRow(file.header, row, mapping);
        const notices = file.notices.find((n) => n.index === index)?.notices ?? {};
        if (result.ok !== true) return { index, contact: null, notices };
        return { index, contact: applyTagMapping(result.draft.contact, tagMapping, stageMapped), notices };
      }),
    [file, mapping, tagMapping, stageMapped],
  );
  return (
    <section
      aria-labelledby="row-values-title"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="row-values-title" className="text-sm font-semibold text-slate-900">
        What will be stored
        {file.rows.length > SHOWN_ROWS
          ? ` (first ${SHOWN_ROWS} of ${file.rows.length.toLocaleString()} rows)`
          : ''}
      </h3>
      <div className="mt-2 overflow-x-auto">
        <table className="min-w-full text-left text-sm" aria-labelledby="row-values-title">
          <thead className="text-xs text-slate-600">
            <tr>
              <th className="py-1 pr-3">Row</th>
              <th className="py-1 pr-3">Name</th>
              <th className="py-1 pr-3">E-mails</th>
              <th className="py-1 pr-3">Phones</th>
              <th className="py-1 pr-3">Address</th>
              <th className="py-1 pr-3">Type, stage, tags</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ index, contact, notices }) => (
              <tr key={index} className="border-t border-slate-100 align-top" data-testid="import-row-values">
                <td className="py-1 pr-3 text-slate-600">{index + 1}</td>
                {contact ? (
                  <>
                    <td className="py-1 pr-3">
                      {contact.first_name} {contact.last_name}
                    </td>
                    <td className="py-1 pr-3">
                      {contact.emails.map((e) => (
                        <div key={e.value}>
                          {e.value} <span className="text-slate-500">({e.label})</span>
                        </div>
                      ))}
                    </td>
                    <td className="py-1 pr-3">
                      {contact.phones.map((p) => (
                        <div key={p.value}>
                          {p.value} <span className="text-slate-500">({p.label})</span>
                        </div>
                      ))}
                    </td>
                    <td className="py-1 pr-3">
                      {contact.address
                        ? [
                            [contact.address.street, contact.address.unit].filter(Boolean).join(' '),
                            contact.address.city,
                            [contact.address.region, contact.address.postal_code].filter(Boolean).join(' '),
                            contact.address.country,
                          ]
                            .filter(Boolean)
                            .join(', ')
                        : null}
                    </td>
                    <td className="py-1 pr-3">
                      {[
                        ...contact.types.map((t) => TYPE_LABELS[t]),
                        STAGE_LABELS[contact.stage],
                        ...contact.tags.map((t) => `#${t}`),
                      ].join(', ')}
                    </td>
                  </>
                ) : (
                  <td colSpan={5} className="py-1 pr-3 text-red-700">
                    Not imported: see the problems below
                  </td>
                )}
                {Object.keys(notices).length ? (
                  <td className="py-1 text-amber-800">{Object.values(notices).join(' ')}</td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
