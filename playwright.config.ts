import { defineConfig } from '@playwright/test';
import { E2E } from './e2e/env';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // One product stack on two cores: tests run one at a time, against it.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  // The artifact CI keeps: traces of failed tests, and the screens spec's screenshots (test-results/screens/).
  outputDir: 'test-results',
  use: {
    baseURL: E2E.baseUrl,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
});
