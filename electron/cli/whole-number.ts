// The parser of the CLI's whole-number options (ports, rates, seconds).
import { InvalidArgumentError } from 'commander';

export function wholeNumber(text: string): number {
  if (!/^\d+$/.test(text)) throw new InvalidArgumentError('expected a whole number');
  return Number(text);
}
