// The service's response checks as code, compiled from resources/openapi.yaml when it changes (by
// gen-api.mjs) rather than in every process that talks to the service: ajv compiling the description took
// each `serve`, `sync` and sync worker about 0.2 s of processor at start. Two readings of one description:
// - strict: every listed field present and typed as written (the demo service is held to this);
// - tolerant: what the client accepts from a real service; only the fields named in x-client-required
//   must be there and well typed, any other may be missing or null, and unknown fields are ignored.
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { _ } from 'ajv';

/** Rewrites one component schema (recursively) into its tolerant reading. */
function tolerant(schema) {
  if (schema.type !== 'object' || typeof schema.properties !== 'object' || schema.properties === null) return schema;
  const mustHave = new Set(schema['x-client-required'] ?? []);
  const properties = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const inner = tolerant(property);
    properties[name] = mustHave.has(name) ? inner : { anyOf: [inner, { type: 'null' }] };
  }
  return { ...schema, required: [...mustHave], properties };
}

/** Component refs (#/components/schemas/X) rewritten to each schema's own id. */
function rewriteRefs(value) {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? inner.replace('#/components/schemas/', '') : rewriteRefs(inner),
    ]),
  );
}

/**
 * A module exporting `validators`: one check per component schema (by its name) and one per item of each of
 * its lists ("EventList.eventDetailsResponseList"), each an ajv validate function.
 */
export function validatorsModule(openapiDocument, mode, header) {
  // The generated code names the formats and ajv's string length by the imports written below.
  const ajv = new Ajv2020({
    allErrors: false,
    strict: true,
    keywords: ['x-client-required'],
    code: { source: true, esm: true, lines: true, formats: _`formats` },
  });
  ajvFormats.default(ajv, ['uuid', 'date-time']);
  const schemas = openapiDocument.components.schemas;
  const exports = {};
  for (const [name, schema] of Object.entries(schemas)) {
    ajv.addSchema(rewriteRefs(mode === 'tolerant' ? tolerant(schema) : schema), name);
    exports[name] = name;
    // A list the client streams is one it must have: in the tolerant reading the others may be null too.
    const mustHave = mode === 'strict' ? Object.keys(schema.properties ?? {}) : (schema['x-client-required'] ?? []);
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      if (property.type === 'array' && mustHave.includes(field))
        exports[`${name}_${field}_items`] = `${name}#/properties/${field}/items`;
    }
  }
  const code = standaloneCode
    .default(ajv, exports)
    .replaceAll('require("ajv/dist/runtime/ucs2length").default', 'ucs2length');
  if (code.includes('require('))
    throw new Error('the generated checks need a module not imported by api-validators.mjs');
  const entries = Object.entries(exports).map(
    ([id, ref]) => `  ${JSON.stringify(ref.replace(/#.*\/(\w+)\/items$/, '.$1'))}: ${id},`,
  );
  return `${header}// @ts-nocheck: ajv's standalone code (scripts/api-validators.mjs); the export below is typed.
import type { ValidateFunction } from 'ajv';
import { fullFormats as formats } from 'ajv-formats/dist/formats.js';
import * as ucs2 from 'ajv/dist/runtime/ucs2length.js';

// CommonJS read as ES module: Node gives module.exports (its default the function), a bundler may give the function.
const ucs2length = ucs2.default?.default ?? ucs2.default;

${code.replace(/^"use strict";/, '').replace(/^export const /gm, 'const ')}

export const validators: Record<string, ValidateFunction> = {
${entries.join('\n')}
};
`;
}
