// `node -r ./tools/jest/run-ts.cjs services/<name>/src/main.ts`: a process started from its TypeScript sources, as the
// build compiles them (swc, .swcrc.json), for integration tests that need real processes before anything is built.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const swcrc = JSON.parse(readFileSync(join(__dirname, '../../.swcrc.json'), 'utf8'));
Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    ...swcrc,
    swcrc: false,
    filename,
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
