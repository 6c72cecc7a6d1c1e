// Generates the service's TypeScript types, an importable copy of its description and the checks of its
// answers (api-validators.mjs) from resources/openapi.yaml, so all are written once. `npm run gen:api`;
// `--check` fails when stale.
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { validatorsModule } from './api-validators.mjs';

const source = new URL('../resources/openapi.yaml', import.meta.url);
const header = '// Generated from resources/openapi.yaml by `npm run gen:api`. Do not edit.\n';
const document = parse(readFileSync(source, 'utf8'));
const outputs = {
  'electron/core/api/openapi.gen.ts': header + astToString(await openapiTS(source)),
  'electron/core/api/openapi-document.gen.ts':
    header + `export const openapiDocument: Record<string, unknown> = ${JSON.stringify(document, null, 2)};\n`,
  // The strict reading holds the demo to every field: the tests' alone.
  'test/support/strict-validators.gen.ts': validatorsModule(document, 'strict', header),
  'electron/core/api/tolerant-validators.gen.ts': validatorsModule(document, 'tolerant', header),
};

const check = process.argv.includes('--check');
let stale = false;
for (const [path, text] of Object.entries(outputs)) {
  const target = new URL(`../${path}`, import.meta.url);
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing: written below, or reported as stale
  }
  if (current === text) continue;
  if (check) {
    console.error(`${path} is out of date with resources/openapi.yaml: run npm run gen:api`);
    stale = true;
  } else {
    writeFileSync(target, text);
    console.log(`wrote ${path}`);
  }
}
process.exit(stale ? 1 : 0);
