// Card numbers (tokenData: enough to clone a proximity card) and installer codes as screens, files and
// the command line show them by default: the last 4 characters only, as receipts show a bank card.

const SHOWN = 4;
const HIDDEN = '****';

/** "40021877" → "****1877"; a value of 4 characters or fewer is hidden whole; null, '' and non-text pass. */
export function maskSecret<T>(value: T): T | string {
  if (typeof value !== 'string' || value === '') return value;
  return value.length <= SHOWN ? HIDDEN : `${HIDDEN}${value.slice(-SHOWN)}`;
}

/**
 * `text` with every occurrence of `secret` masked ("Card 40021877" → "Card ****1877"); `masked`, the secret as
 * maskSecret gives it, when the caller has it already.
 */
export function maskWithin<T>(text: T, secret: unknown, masked?: unknown): T | string {
  if (typeof text !== 'string' || typeof secret !== 'string' || secret === '' || !text.includes(secret)) return text;
  return text.replaceAll(secret, typeof masked === 'string' ? masked : maskSecret(secret));
}
