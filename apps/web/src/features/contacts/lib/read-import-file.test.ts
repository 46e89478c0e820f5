import { describe, expect, it } from 'vitest';
import { readImportFile } from './read-import-file';

const file = (name: string, text: string, type = '') => new File([text], name, { type });

describe('readImportFile', () => {
  it('reads a .vcf file with several cards into rows the wizard maps', async () => {
    const vcf =
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lee;Ann;;;\r\nEMAIL;TYPE=WORK:ann@x.test\r\nEND:VCARD\r\n' +
      'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Bo Kim\r\nN:Kim;Bo;;;\r\nEMAIL:bo@x.test\r\nEND:VCARD\r\n';
    const read = await readImportFile(file('phone.vcf', vcf, 'text/vcard'));
    expect(read.format).toBe('vcard');
    expect(read.rows).toHaveLength(2);
    expect(read.header).toContain('E-mails (all)');
    expect(read.combined['E-mails (all)']).toEqual(['E-mail 1 - Type', 'E-mail 1 - Value']);
  });

  it('recognises a Google Contacts CSV and folds its typed columns', async () => {
    const csv =
      'First Name,Labels,E-mail 1 - Label,E-mail 1 - Value\r\nAnn,* myContacts ::: Buyers,* Home,a@x.test ::: b@x.test\r\n';
    const read = await readImportFile(file('contacts.csv', csv, 'text/csv'));
    expect(read.format).toBe('google');
    expect(read.header).toEqual(['First Name', 'E-mails (all)', 'Labels / groups']);
    expect(read.rows[0]).toEqual(['Ann', 'personal: a@x.test ::: personal: b@x.test', 'Buyers']);
  });

  it('says so when a .vcf holds no card', async () => {
    await expect(readImportFile(file('empty.vcf', 'hello'))).rejects.toThrow(
      /could not be read|no contact cards/,
    );
  });
});
