import { DOCUMENT_TYPES, type DocumentType } from '@threshold/domain/documents/document-enums';

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  purchase_agreement: 'Purchase agreement',
  listing_agreement: 'Listing agreement',
  lease: 'Lease',
  disclosure: 'Disclosure',
  addendum: 'Addendum',
  inspection: 'Inspection',
  appraisal: 'Appraisal',
  closing: 'Closing',
  identification: 'Identification',
  other: 'Other',
};

export const DOCUMENT_TYPE_OPTIONS = DOCUMENT_TYPES.map((value) => ({
  value,
  label: DOCUMENT_TYPE_LABELS[value],
}));

/** A file name without its extension, as the default document name. */
export function nameFromFile(filename: string): string {
  const base = filename
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[_]+/g, ' ')
    .trim();
  return base.slice(0, 200) || 'Untitled document';
}

const ACTIONS: Record<string, string> = {
  'document.upload': 'Uploaded',
  'document.version': 'Uploaded a new version',
  'document.update': 'Changed details',
  'document.move': 'Moved',
  'document.delete': 'Deleted',
  'document.restore': 'Restored',
  'document.generate': 'Generated from a template',
  'document.approval_request': 'Sent for approval',
  'document.approve': 'Approved',
  'document.return': 'Returned for changes',
  'document.approval_cancel': 'Cancelled an approval request',
};

export const activityLabel = (action: string) => ACTIONS[action] ?? action;
