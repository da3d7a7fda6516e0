const { createConfig } = require('../tools/webpack/create-config');

const config = createConfig({ app: 'mf-guest', name: 'guest', kind: 'remote', dir: __dirname });

module.exports = (env, argv) => {
  const built = config(env, argv);
  // Leaflet's stylesheet, injected as text when the map opens (no CSS pipeline in the shared config).
  built.module.rules.push({ test: /\.css$/, type: 'asset/source' });
  return built;
};
