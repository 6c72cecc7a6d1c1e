import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// The fast loop (npm run test:unit): the unit tests alone run sources only, so nothing is built first.
export default defineConfig({ test: { ...base.test, include: ['test/unit/**/*.test.ts'], globalSetup: [] } });
