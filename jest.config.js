// Jest 30 in CommonJS mode: @swc/jest transforms our TypeScript and the ESM-only packages (NestJS 12 and friends).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const swcrc = JSON.parse(readFileSync(join(__dirname, '.swcrc.json'), 'utf8'));
const transform = { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { ...swcrc, swcrc: false }] };
const transformIgnorePatterns = [
  '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|jose|@borewit|load-esm|content-disposition)/)',
];
// .images/: the images' staged files (tools/images.mjs), copies of the services' package.json among them.
const shared = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns,
  modulePathIgnorePatterns: ['<rootDir>/.images/'],
};

/** @type {import('jest').Config} */
module.exports = {
  // A global option: Jest ignores it inside a project. Integration tests start services and hash passwords.
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/libs/*/src/**/*.spec.{ts,tsx}',
        '<rootDir>/services/*/src/**/*.spec.ts',
        // the front ends' pure rules (subdomains, guest language, allergens, prices)
        '<rootDir>/{shell,mf-*}/src/**/*.spec.{ts,tsx}',
        // the scale bench's checked-in plans (bench/plans)
        '<rootDir>/bench/**/*.spec.ts',
        // the tools' own rules (the deployment checks)
        '<rootDir>/tools/**/*.spec.ts',
      ],
    },
    {
      ...shared,
      displayName: 'integration',
      // tools/: `npm start`'s own failures (taken ports, the database's log).
      testMatch: ['<rootDir>/services/*/test/**/*.int-spec.ts', '<rootDir>/tools/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/tools/jest/global-setup.ts',
      globalTeardown: '<rootDir>/tools/jest/global-teardown.ts',
    },
  ],
};
