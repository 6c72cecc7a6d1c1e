// The Customers screen reads a customer's contacts from the rules file's text and writes them back into it,
// the other customers' contacts and the rest of the file as they were.
import { describe, expect, it } from 'vitest';
import { parseRulesText } from '../../electron/core/alarms/rules-text.js';
import { readContacts, withContacts } from '../../renderer/src/lib/contact-file.js';

const ONE = '11111111-1111-4111-8111-111111111111';
const TWO = '22222222-2222-4222-8222-222222222222';
const FILE = `${JSON.stringify(
  {
    rules: [{ name: 'Forced', when: { displayNameContains: ['forced'] }, alarm: 'critical' }],
    contacts: [{ customerGuid: TWO, name: 'Gate house', phone: '555 0101' }],
  },
  null,
  2,
)}\n`;

describe("a customer's contacts in the rules file", () => {
  it("replaces one customer's contacts, keeping the others' and the rules; an empty role is none, an empty row left out", () => {
    const text = withContacts(FILE, ONE.toUpperCase(), [
      { name: ' Ann Lee ', role: 'Site manager', phone: '+61 2 5550 0100' },
      { name: 'Night guard', role: '', phone: '0400 000 000' },
      { name: '', role: '', phone: '' },
    ]);
    const parsed = parseRulesText(text);
    expect(parsed.ok && parsed.contacts).toEqual([
      { customerGuid: TWO, name: 'Gate house', phone: '555 0101' },
      { customerGuid: ONE, name: 'Ann Lee', role: 'Site manager', phone: '+61 2 5550 0100' },
      { customerGuid: ONE, name: 'Night guard', phone: '0400 000 000' },
    ]);
    expect(readContacts(text, ONE)).toEqual([
      { name: 'Ann Lee', role: 'Site manager', phone: '+61 2 5550 0100' },
      { name: 'Night guard', role: '', phone: '0400 000 000' },
    ]);
    expect(withContacts(text, ONE, [])).toBe(FILE);
    expect(JSON.parse(withContacts(FILE, TWO, [])).contacts).toBeUndefined();
  });

  it('reads none from a text that is no rules file', () => {
    expect(readContacts('{ "rules": [', ONE)).toEqual([]);
  });
});
