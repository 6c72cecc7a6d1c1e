#!/usr/bin/env node
// Runs the CLI's bundle (npm run build:node, done by the set-up command; scripts/bundle-cli.mjs).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../out/cli/index.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  console.error('acs-monitor: not built yet: run "npm run setup" (or "npm run build:node") in the project folder');
  process.exit(1);
}
await import(entry.href);
