// Debian's Chromium, the one browser of tests and benchmarks (nothing is downloaded), and the flags it needs as root
// in a container: the same for Playwright, Lighthouse and every benchmark.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
