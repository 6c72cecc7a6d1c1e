// The Event resource's fields in the order resources/openapi.yaml lists them, with their JSON types:
// one list for the cache's columns, the CSV export's columns and NDJSON output.
import { openapiDocument } from './openapi-document.gen.js';
import type { AccessEvent } from './types.js';

type EventFieldType = 'integer' | 'string' | 'boolean';

export interface EventField {
  name: keyof AccessEvent & string;
  type: EventFieldType;
  /** A GUID or an ISO date-time: the validated format leaves no character that needs quoting or neutralising. */
  formatted: boolean;
}

interface PropertySchema {
  type?: string | string[];
  $ref?: string;
  oneOf?: PropertySchema[];
}

function fieldType(schema: PropertySchema): EventFieldType {
  const types = [
    schema.type,
    ...(schema.oneOf ?? []).map((option) => option.type ?? (option.$ref ? 'string' : undefined)),
  ]
    .flat()
    .filter((type): type is string => typeof type === 'string' && type !== 'null');
  if (schema.$ref) types.push('string'); // Guid and DateTime are strings
  const type = types[0];
  if (type === 'integer' || type === 'string' || type === 'boolean') return type;
  throw new Error(`Event field type ${String(type)} is not one the cache can hold`);
}

const FORMATTED_REFS = new Set(['#/components/schemas/Guid', '#/components/schemas/DateTime']);

function isFormatted(schema: PropertySchema): boolean {
  const refs = [schema.$ref, ...(schema.oneOf ?? []).map((option) => option.$ref)].filter(Boolean);
  return refs.length > 0 && refs.every((ref) => FORMATTED_REFS.has(ref!));
}

function readEventFields(): EventField[] {
  const schemas = (
    openapiDocument.components as { schemas: Record<string, { properties: Record<string, PropertySchema> }> }
  ).schemas;
  return Object.entries(schemas.Event!.properties).map(([name, schema]) => ({
    name: name as EventField['name'],
    type: fieldType(schema),
    formatted: isFormatted(schema),
  }));
}

export const EVENT_FIELDS: readonly EventField[] = readEventFields();
export const EVENT_FIELD_NAMES: readonly string[] = EVENT_FIELDS.map((field) => field.name);
