import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';
import vue from 'eslint-plugin-vue';
import globals from 'globals';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['out/', 'dist/', 'release/', 'test-results/', 'coverage/', '**/*.gen.ts']),

  js.configs.recommended,
  tseslint.configs.recommended,
  vue.configs['flat/recommended'],

  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
    // TypeScript already checks what these core rules guess at, as typescript-eslint does for .ts files.
    rules: tseslint.configs.eslintRecommended.rules,
  },
  {
    files: ['**/*.{js,mjs,cjs,ts}'],
    ignores: ['renderer/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['renderer/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  {
    files: ['electron/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'electron/core runs in plain Node: keep Electron in electron/main.' }],
          patterns: [
            { group: ['electron/*'], message: 'electron/core runs in plain Node: keep Electron in electron/main.' },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['electron', ...builtinModules].map((name) => ({
            name,
            message: 'The renderer is a sandboxed web page: reach the app through the bridge.',
          })),
          patterns: [
            {
              group: ['node:*', 'electron/*'],
              message: 'The renderer is a sandboxed web page: reach the app through the bridge.',
            },
          ],
        },
      ],
    },
  },

  prettier,
);
