import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import nx from '@nx/eslint-plugin';

/**
 * The import rules of docs/architecture.md "What may import what", by the Nx tags in each package.json: a wrong import fails
 * `npm test`. Another project reached by a relative path fails too (Nx's own check).
 */
const WEB_SIDE = {
  onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'],
  notDependOnLibsWithTags: ['type:app', 'type:service'],
  bannedExternalImports: ['@nestjs/*'],
};
const SERVER_SIDE = {
  onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'],
  notDependOnLibsWithTags: ['type:app', 'type:service'],
  bannedExternalImports: ['react', 'react-*', 'styled-components'],
};
const BOUNDARIES = [
  { sourceTag: 'type:app', ...WEB_SIDE },
  { sourceTag: 'scope:web', ...WEB_SIDE },
  { sourceTag: 'type:service', ...SERVER_SIDE },
  { sourceTag: 'scope:server', ...SERVER_SIDE },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.images/**',
      '.nx/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['shell/src/**', 'mf-*/src/**', 'libs/{web-core,ui,i18n}/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@nx': nx },
    rules: {
      // The workspace's own tooling (tools/: webpack config, test harness) belongs to no project.
      '@nx/enforce-module-boundaries': ['error', { depConstraints: BOUNDARIES, allow: ['^(\\.\\./)+tools/'] }],
      // Nx checks which project may import which; this keeps each import on a library's public entry.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@carta/[^/]+/src(/|$)',
              message: 'Import a library by an entry its package.json exports (@carta/ui), never a file inside it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
