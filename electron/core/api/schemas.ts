// Checks of the service's answers, compiled from resources/openapi.yaml by `npm run gen:api`
// (scripts/api-validators.mjs) in two readings of one description:
// - strict: every listed field present and typed as written (the demo service is held to this);
// - tolerant: what the client accepts from a real service; only the fields named in
//   x-client-required must be there and well typed, any other may be missing or null, and
//   unknown fields are ignored.
import type { ValidateFunction } from 'ajv';
import { validators as strict } from './strict-validators.gen.js';
import { validators as tolerant } from './tolerant-validators.gen.js';
import type { SchemaName } from './types.js';

export type SchemaMode = 'strict' | 'tolerant';

const validators: Record<SchemaMode, Record<string, ValidateFunction>> = { strict, tolerant };

function validatorFor(key: string, mode: SchemaMode): ValidateFunction {
  const validate = validators[mode][key];
  if (!validate)
    throw new Error(`no schema ${key} in resources/openapi.yaml (a list the client must have, for an item)`);
  return validate;
}

/** As schemaProblem for the whole value, for one item of its list `field` (at `index`). */
export function listItemProblem(
  name: SchemaName,
  field: string,
  item: unknown,
  index: number,
  mode: SchemaMode,
): string | null {
  const validate = validatorFor(`${name}.${field}`, mode);
  if (validate(item)) return null;
  return describeFirstError(`${name}.${field}.${index}`, validate);
}

/** Null when the value matches; otherwise one readable sentence naming the first problem. */
export function schemaProblem(name: SchemaName, value: unknown, mode: SchemaMode): string | null {
  const validate = validatorFor(name, mode);
  if (validate(value)) return null;
  return describeFirstError(name, validate);
}

function describeFirstError(where: string, validate: ValidateFunction): string {
  const first = validate.errors?.[0];
  if (!first) return `does not match ${where}`;
  return `${where}${first.instancePath.replaceAll('/', '.')} ${first.message ?? 'is invalid'}`;
}
