// Runtime validators compiled from resources/openapi.yaml. Two readings of one description:
// - strict: every listed field present and typed as written (the demo service is held to this);
// - tolerant: what the client accepts from a real service; only the fields named in
//   x-client-required must be there and well typed, any other may be missing or null, and
//   unknown fields are ignored.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { openapiDocument } from './openapi-document.gen.js';
import type { SchemaName } from './types.js';

type JsonSchema = Record<string, unknown>;
export type SchemaMode = 'strict' | 'tolerant';

// ajv-formats is CommonJS: under NodeNext its plugin is the module's `default` property.
const addFormats = ajvFormats.default;

function componentSchemas(): Record<string, JsonSchema> {
  const components = openapiDocument.components as { schemas: Record<string, JsonSchema> };
  return components.schemas;
}

/** Rewrites one component schema (recursively) into its tolerant reading. */
export function tolerant(schema: JsonSchema): JsonSchema {
  if (schema.type !== 'object' || typeof schema.properties !== 'object' || schema.properties === null) {
    return schema;
  }
  const mustHave = new Set((schema['x-client-required'] as string[] | undefined) ?? []);
  const properties: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
    const inner = tolerant(property);
    properties[name] = mustHave.has(name) ? inner : { anyOf: [inner, { type: 'null' }] };
  }
  return { ...schema, required: [...mustHave], properties };
}

function buildAjv(mode: SchemaMode): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: false, strict: true, keywords: ['x-client-required'] });
  addFormats(ajv, ['uuid', 'date-time']);
  const schemas = componentSchemas();
  for (const [name, schema] of Object.entries(schemas)) {
    const body = mode === 'tolerant' ? tolerant(schema) : schema;
    // Component refs (#/components/schemas/X) are rewritten to each schema's own $id.
    ajv.addSchema(rewriteRefs(body) as JsonSchema, name);
  }
  return ajv;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof inner === 'string' ? inner.replace('#/components/schemas/', '') : rewriteRefs(inner);
  }
  return out;
}

const ajvs = new Map<SchemaMode, Ajv2020>();

function validatorFor(name: SchemaName, mode: SchemaMode): ValidateFunction {
  let ajv = ajvs.get(mode);
  if (!ajv) {
    ajv = buildAjv(mode);
    ajvs.set(mode, ajv);
  }
  const validate = ajv.getSchema(name);
  if (!validate) throw new Error(`no schema named ${name} in resources/openapi.yaml`);
  return validate;
}

const itemValidators = new Map<string, ValidateFunction>();

function itemValidatorFor(name: SchemaName, field: string, mode: SchemaMode): ValidateFunction {
  const key = `${mode} ${name} ${field}`;
  let validate = itemValidators.get(key);
  if (!validate) {
    validatorFor(name, mode);
    validate = ajvs.get(mode)?.getSchema(`${name}#/properties/${field}/items`);
    if (!validate) throw new Error(`schema ${name} in resources/openapi.yaml has no list ${field}`);
    itemValidators.set(key, validate);
  }
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
  const validate = itemValidatorFor(name, field, mode);
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
