import type { ExportableContact } from './contact-export';

const escape = (v: string) =>
  v
    .replace(/\\/g, '\\\\')
    .replace(/\r?\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');

/** The bytes a character takes in UTF-8. */
function utf8Length(ch: string): number {
  const code = ch.codePointAt(0)!;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/** Lines longer than 75 octets are folded (RFC 6350 §3.2); never inside a UTF-8 sequence. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = utf8Length(ch);
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const EMAIL_TYPE: Record<string, string> = { personal: 'HOME', work: 'WORK', other: 'OTHER' };
const PHONE_TYPE: Record<string, string> = {
  mobile: 'CELL',
  home: 'HOME',
  work: 'WORK',
  main: 'MAIN',
  other: 'OTHER',
};

function typeParam(label: string, known: Record<string, string>, index: number, extra: string): string {
  const types = [known[label], index === 0 ? 'pref' : ''].filter(Boolean);
  const custom = known[label] ? '' : label;
  return `${extra}${types.length ? `;TYPE=${types.join(',')}` : ''}${custom ? `;X-LABEL=${escape(custom)}` : ''}`;
}

/**
 * Contacts as one vCard 3.0 file (RFC 2426) — what iPhone, Android, macOS Contacts and Outlook
 * import. The first e-mail/phone is marked pref; labels other than home/work/mobile travel as
 * X-LABEL; tags as CATEGORIES, types and stage as X-THRESHOLD-* (ignored by other programs).
 */
export function contactsToVcard(contacts: readonly ExportableContact[]): string {
  return contacts
    .map((c) => {
      const lines = [
        'BEGIN:VCARD',
        'VERSION:3.0',
        `N:${escape(c.last_name)};${escape(c.first_name)};;;`,
        `FN:${escape(`${c.first_name} ${c.last_name}`.trim())}`,
        ...c.emails.map(
          (e, i) => `EMAIL${typeParam(e.label, EMAIL_TYPE, i, ';TYPE=INTERNET')}:${escape(e.value)}`,
        ),
        ...c.phones.map((p, i) => `TEL${typeParam(p.label, PHONE_TYPE, i, '')}:${escape(p.value)}`),
        ...(c.address
          ? [
              `ADR;TYPE=HOME:;${[c.address.unit, c.address.street, c.address.city, c.address.region, c.address.postal_code, c.address.country].map(escape).join(';')}`,
            ]
          : []),
        ...(c.birthday ? [`BDAY:${c.birthday}`] : []),
        ...(c.notes ? [`NOTE:${escape(c.notes)}`] : []),
        ...(c.tags.length ? [`CATEGORIES:${c.tags.map(escape).join(',')}`] : []),
        ...(c.types.length ? [`X-THRESHOLD-TYPES:${c.types.join(',')}`] : []),
        `X-THRESHOLD-STAGE:${c.stage}`,
        `UID:urn:uuid:${c.id}`,
        'END:VCARD',
      ];
      return lines.map(fold).join('\r\n');
    })
    .join('\r\n')
    .concat(contacts.length ? '\r\n' : '');
}
