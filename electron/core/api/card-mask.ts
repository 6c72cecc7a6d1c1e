// Card numbers (tokenData: enough to clone a proximity card) and installer codes as screens, files and
// the command line show them by default: the end only, as receipts show a bank card, and never more
// than half of it (a 6-digit code showing 4 leaves 100 guesses).

const MOST_SHOWN = 4;
const HIDDEN = '****';
/** A run of this many digits in free text may be a card number: "Card 4002 1877" is masked too. */
const DIGIT_RUN_MASKED_FROM = 5;
/** Digits, maybe in groups split by one space or dash ("4002 1877", "4002-1877"). */
const DIGIT_RUN = /\d+(?:[ -]\d+)*/g;

/**
 * "40021877" → "****1877", "482193" → "****193": the last half (at most 4 characters) shown; a value of
 * 4 characters or fewer is hidden whole; null, '' and non-text pass.
 */
export function maskSecret<T>(value: T): T | string {
  if (typeof value !== 'string' || value === '') return value;
  const shown = Math.min(MOST_SHOWN, Math.floor(value.length / 2));
  return value.length <= MOST_SHOWN ? HIDDEN : `${HIDDEN}${value.slice(-shown)}`;
}

/**
 * `text` with every occurrence of `secret` masked ("Card 40021877" → "Card ****1877"; `masked`, the secret
 * as maskSecret gives it, when the caller has it already), and every other run of 5 or more digits masked
 * as a secret of its own ("Card 4002 1877" → "Card ****1877").
 */
export function maskWithin<T>(text: T, secret: unknown, masked?: unknown): T | string {
  if (typeof text !== 'string') return text;
  const known =
    typeof secret === 'string' && secret !== '' && text.includes(secret)
      ? text.replaceAll(secret, typeof masked === 'string' ? masked : maskSecret(secret))
      : text;
  return known.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/[ -]/g, '');
    return digits.length >= DIGIT_RUN_MASKED_FROM ? maskSecret(digits) : run;
  });
}
