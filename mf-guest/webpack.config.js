const { createConfig } = require('../tools/webpack/create-config');
const { createGuestPageConfigs } = require('../tools/webpack/guest-page-config');

const config = createConfig({ app: 'mf-guest', name: 'guest', kind: 'remote', dir: __dirname });
const pageConfigs = createGuestPageConfigs({ app: 'mf-guest', dir: __dirname });

/** The federated remote, and the server-rendered page's server bundle and browser entry (in their own folders). */
module.exports = (env, argv) => {
  const built = config(env, argv);
  // Leaflet's stylesheet, injected as text when the map opens (no CSS pipeline in the shared config).
  built.module.rules.push({ test: /\.css$/, type: 'asset/source' });
  built.name = 'remote';
  built.output.clean = { keep: /^(server|page)[\\/]/ };
  return [built, ...pageConfigs(env, argv)];
};
