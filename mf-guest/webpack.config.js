const { createConfig, swcLoader } = require('../tools/webpack/create-config');
const { createGuestPageConfigs } = require('../tools/webpack/guest-page-config');

const config = createConfig({ app: 'mf-guest', name: 'guest', kind: 'remote', dir: __dirname });
const pageConfigs = createGuestPageConfigs({ app: 'mf-guest', dir: __dirname });

/**
 * The guest pages' service worker: a file of its own, for a worker (no federation, no document), under a stable name
 * (`guest-sw.js`, no content hash) beside the manifest, where the gateway's /app/guest/sw.js imports it. Built after
 * the remote, whose build empties the folder first.
 */
function serviceWorker(remote) {
  return {
    name: 'guest-service-worker',
    dependencies: [remote.name],
    mode: remote.mode,
    context: __dirname,
    target: 'webworker',
    devtool: false,
    entry: { 'guest-sw': './src/offline/service-worker.ts' },
    output: { path: remote.output.path, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [{ test: /\.ts$/, exclude: /node_modules/, use: swcLoader(false) }] },
    performance: { hints: false },
  };
}

/** The federated remote, its service worker, and the server-rendered page's server bundle and browser entry. */
module.exports = (env, argv) => {
  const built = config(env, argv);
  // Leaflet's stylesheet, injected as text when the map opens (no CSS pipeline in the shared config).
  built.module.rules.push({ test: /\.css$/, type: 'asset/source' });
  built.name = 'remote';
  built.output.clean = { keep: /^(server|page)[\\/]/ };
  return [built, serviceWorker(built), ...pageConfigs(env, argv)];
};
