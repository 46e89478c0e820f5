import Papa from 'papaparse';
import { GOOGLE_HEADERS } from '../../packages/domain/src/contacts/import-formats/layouts';
import { contactsToVcard } from '../../packages/domain/src/contacts/import-formats/vcard-write';

const pad = (n: number, w = 4) => String(n).padStart(w, '0');

/** A Google Contacts export of `count` people (two e-mails, a phone and an address each), unique per `run`. */
export function googleCsv(count: number, run: string): string {
  const data = Array.from({ length: count }, (_, i) => {
    const cells: Record<string, string> = {
      'First Name': `Gina${i}`,
      'Last Name': `Bench${run}`,
      Labels: `* myContacts ::: ${i % 3 === 0 ? 'Buyers' : 'Sphere'}`,
      'E-mail 1 - Label': '* Home',
      'E-mail 1 - Value': `g${i}.${run}@home.bench.test ::: g${i}.${run}@alt.bench.test`,
      'E-mail 2 - Label': 'Work',
      'E-mail 2 - Value': `g${i}.${run}@work.bench.test`,
      'Phone 1 - Label': 'Mobile',
      'Phone 1 - Value': `+1 206 7${pad(Math.floor(i / 10_000) % 100, 2)} ${pad(i % 10_000)}`,
      'Address 1 - Label': 'Home',
      'Address 1 - Street': `${i} Bench St`,
      'Address 1 - City': 'Seattle',
      'Address 1 - Region': 'WA',
      'Address 1 - Postal Code': '98101',
      'Address 1 - Country': 'USA',
    };
    return GOOGLE_HEADERS.map((h) => cells[h] ?? '');
  });
  return Papa.unparse({ fields: [...GOOGLE_HEADERS], data });
}

/** A vCard 3.0 file of `count` cards (two e-mails, a phone, an address, a tag each), unique per `run`. */
export function vcardFile(count: number, run: string): string {
  return contactsToVcard(
    Array.from({ length: count }, (_, i) => ({
      id: `00000000-0000-4000-8000-${pad(i, 12)}`,
      first_name: `Vic${i}`,
      last_name: `Card${run}`,
      emails: [
        { label: 'personal', value: `v${i}.${run}@home.bench.test` },
        { label: 'work', value: `v${i}.${run}@work.bench.test` },
      ],
      phones: [
        { label: 'mobile', value: `+1 425 8${pad(Math.floor(i / 10_000) % 100, 2)} ${pad(i % 10_000)}` },
      ],
      address: {
        street: `${i} Card Ave`,
        unit: 'Apt 1',
        city: 'Bellevue',
        region: 'WA',
        postal_code: '98004',
        country: 'USA',
      },
      types: [],
      stage: 'new' as const,
      tags: ['bench'],
      birthday: null,
      notes: null,
    })),
  );
}
