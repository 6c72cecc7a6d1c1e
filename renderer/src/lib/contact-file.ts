// The customers' contacts of a rules file's text, for the Customers screen: read from the text in force and
// written back into it, the rest of the file as it was (contacts are signed and shared with the rules).

/** A contact as the form edits it: an empty role is none. */
export interface ContactDraft {
  name: string;
  role: string;
  phone: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function contactsOf(file: Json): Json[] {
  return Array.isArray(file.contacts) ? file.contacts.filter(isObject) : [];
}

/** The contacts of one customer in a rules file's text (none where the text is no rules file). */
export function readContacts(text: string, customerGuid: string): ContactDraft[] {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isObject(file)) return [];
  return contactsOf(file)
    .filter((contact) => textOf(contact.customerGuid).toLowerCase() === customerGuid.toLowerCase())
    .map((contact) => ({ name: textOf(contact.name), role: textOf(contact.role), phone: textOf(contact.phone) }));
}

/**
 * The text with one customer's contacts replaced by `contacts` (the others' kept, in their order; rows with
 * no name and no phone left out); none left at all: the field goes.
 */
export function withContacts(text: string, customerGuid: string, contacts: readonly ContactDraft[]): string {
  const file = JSON.parse(text) as Json;
  const guid = customerGuid.toLowerCase();
  const others = contactsOf(file).filter((contact) => textOf(contact.customerGuid).toLowerCase() !== guid);
  const mine = contacts
    .filter((contact) => contact.name.trim() !== '' || contact.phone.trim() !== '')
    .map((contact) => ({
      customerGuid: guid,
      name: contact.name.trim(),
      ...(contact.role.trim() && { role: contact.role.trim() }),
      phone: contact.phone.trim(),
    }));
  const all = [...others, ...mine];
  if (all.length > 0) file.contacts = all;
  else delete file.contacts;
  return `${JSON.stringify(file, null, 2)}\n`;
}
