import type { ExportableContact } from './contact-export';
import { MULTI_VALUE_SEPARATOR } from './typed-values';

const GOOGLE_EMAIL_LABEL: Record<string, string> = { personal: 'Home', work: 'Work', other: 'Other' };
const GOOGLE_PHONE_LABEL: Record<string, string> = {
  mobile: 'Mobile',
  home: 'Home',
  work: 'Work',
  main: 'Main',
  other: 'Other',
};
const ADDRESS = [
  'Formatted',
  'Street',
  'City',
  'PO Box',
  'Region',
  'Postal Code',
  'Country',
  'Extended Address',
];

const label = (known: Record<string, string>, l: string, i: number) =>
  `${i === 0 ? '* ' : ''}${known[l] ?? l.charAt(0).toUpperCase() + l.slice(1)}`;

/**
 * Contacts in Google Contacts' current CSV layout (see layouts.ts): as many `E-mail N`/`Phone N`
 * pairs as the fullest contact needs, the first value marked primary ("* Home"), tags as Labels
 * next to Google's own "* myContacts". Returns header + rows; the caller writes the CSV.
 */
export function contactsToGoogleCsv(contacts: readonly ExportableContact[]): {
  header: string[];
  rows: string[][];
} {
  const most = (f: (c: ExportableContact) => unknown[]) => Math.max(1, ...contacts.map((c) => f(c).length));
  const [emails, phones] = [most((c) => c.emails), most((c) => c.phones)];
  const pairs = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => [`${prefix} ${i + 1} - Label`, `${prefix} ${i + 1} - Value`]).flat();
  const header = [
    'First Name',
    'Middle Name',
    'Last Name',
    'Birthday',
    'Notes',
    'Labels',
    ...pairs('E-mail', emails),
    ...pairs('Phone', phones),
    'Address 1 - Label',
    ...ADDRESS.map((p) => `Address 1 - ${p}`),
  ];
  const rows = contacts.map((c) => {
    const a = c.address;
    const formatted = a
      ? [
          [a.street, a.unit].filter(Boolean).join(' '),
          [a.city, [a.region, a.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', '),
          a.country,
        ]
          .filter(Boolean)
          .join('\n')
      : '';
    return [
      c.first_name,
      '',
      c.last_name,
      c.birthday ?? '',
      c.notes ?? '',
      ['* myContacts', ...c.tags].join(MULTI_VALUE_SEPARATOR),
      ...Array.from({ length: emails }, (_, i) =>
        c.emails[i] ? [label(GOOGLE_EMAIL_LABEL, c.emails[i].label, i), c.emails[i].value] : ['', ''],
      ).flat(),
      ...Array.from({ length: phones }, (_, i) =>
        c.phones[i] ? [label(GOOGLE_PHONE_LABEL, c.phones[i].label, i), c.phones[i].value] : ['', ''],
      ).flat(),
      a ? 'Home' : '',
      formatted,
      a?.street ?? '',
      a?.city ?? '',
      '',
      a?.region ?? '',
      a?.postal_code ?? '',
      a?.country ?? '',
      a?.unit ?? '',
    ];
  });
  return { header, rows };
}
