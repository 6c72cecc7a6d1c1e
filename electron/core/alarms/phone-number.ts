// What a phone number in the rules file looks like (a procedure step's numbers, a customer's contacts):
// one rule, for the file's schema and for the screens that check a number as it is typed. Pure.

const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{2,30}$/;

export const PHONE_RULE = 'must be a phone number: digits, spaces, ( ) and - with an optional leading +';

export function isPhoneNumber(text: string): boolean {
  return PHONE_PATTERN.test(text);
}
