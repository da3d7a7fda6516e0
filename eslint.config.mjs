import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB_APPS = ['shell', 'mf-owner', 'mf-guest', 'mf-admin'];
const SERVICES = ['gateway', 'auth', 'restaurants', 'admin'];

/** The import rules of CONVENTIONS.md "What may import what": a wrong import fails `npm test`. */
function boundaries(files, forbiddenPackages, forbiddenPathRegex, why) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: forbiddenPackages.map((name) => ({ name, message: why })),
          patterns: [
            ...(forbiddenPathRegex ? [{ regex: forbiddenPathRegex, message: why }] : []),
            { regex: '^\\.\\..*/libs/', message: 'Import a lib by its package name (@carta/...), never by path.' },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.nx/**', 'test-results/**', 'playwright-report/**'] },
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
  ...WEB_APPS.map((app) =>
    boundaries(
      [`${app}/**`],
      ['@carta/nest-core'],
      `(^|/)(${[...WEB_APPS.filter((other) => other !== app), 'services'].join('|')})/|^@nestjs/`,
      `${app} may import @carta/contracts and the web libs only; other apps are reached through federation at run time.`,
    ),
  ),
  ...SERVICES.map((service) =>
    boundaries(
      [`services/${service}/**`],
      ['@carta/web-core', '@carta/ui', '@carta/i18n', 'react'],
      `(^|/)(${[...SERVICES.filter((other) => other !== service), ...WEB_APPS].join('|')})/`,
      `services/${service} may import @carta/contracts and @carta/nest-core only; other services are reached over HTTP.`,
    ),
  ),
  boundaries(
    ['libs/contracts/**'],
    ['@carta/nest-core', '@carta/web-core', '@carta/ui', '@carta/i18n'],
    null,
    'contracts import nothing of ours.',
  ),
  boundaries(
    ['libs/nest-core/**'],
    ['@carta/web-core', '@carta/ui', '@carta/i18n'],
    '^react',
    'nest-core may import @carta/contracts only.',
  ),
  boundaries(
    ['libs/{web-core,ui,i18n}/**'],
    ['@carta/nest-core'],
    '^@nestjs/',
    'web libs may import contracts and each other only.',
  ),
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
