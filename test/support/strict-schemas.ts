// The strict reading of resources/openapi.yaml (scripts/api-validators.mjs writes it beside this file): every
// listed field present and typed as written. The tests hold the demo service to it; the client reads
// tolerantly (electron/core/api/schemas.ts).
import { problem } from '../../electron/core/api/schemas.js';
import { validators } from './strict-validators.gen.js';
import type { SchemaName } from '../../electron/core/api/types.js';

/** Null when the value has every field of `name` as written; otherwise one sentence naming the first problem. */
export function strictSchemaProblem(name: SchemaName, value: unknown): string | null {
  return problem(validators, name, name, value);
}
