// The client's checks of the service's answers, compiled from resources/openapi.yaml by `npm run gen:api`
// (scripts/api-validators.mjs) in the tolerant reading: what the client accepts from a real service. Only
// the fields named in x-client-required must be there and well typed, any other may be missing or null,
// and unknown fields are ignored. The strict reading, which holds the demo to every field, is
// test/support/strict-schemas.ts (the tests'), so the app never loads it.
import type { ValidateFunction } from 'ajv';
import { validators } from './tolerant-validators.gen.js';
import type { SchemaName } from './types.js';

/** Null when the value matches; otherwise one readable sentence naming the first problem. */
export function schemaProblem(name: SchemaName, value: unknown): string | null {
  return problem(validators, name, name, value);
}

/** As schemaProblem for the whole value, for one item of its list `field` (at `index`). */
export function listItemProblem(name: SchemaName, field: string, item: unknown, index: number): string | null {
  return problem(validators, `${name}.${field}`, `${name}.${field}.${index}`, item);
}

/** Checks `value` with the check `key` of `checks`, naming the first problem at `where`. */
export function problem(
  checks: Record<string, ValidateFunction>,
  key: string,
  where: string,
  value: unknown,
): string | null {
  const validate = checks[key];
  if (!validate)
    throw new Error(`no schema ${key} in resources/openapi.yaml (for an item: a list the client must have)`);
  if (validate(value)) return null;
  const first = validate.errors?.[0];
  if (!first) return `does not match ${where}`;
  return `${where}${first.instancePath.replaceAll('/', '.')} ${first.message ?? 'is invalid'}`;
}
