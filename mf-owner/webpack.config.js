const { createConfig } = require('../tools/webpack/create-config');

const config = createConfig({
  app: 'mf-owner',
  name: 'owner',
  kind: 'remote',
  dir: __dirname,
  // The shell's home page mounts the restaurant list without importing this remote's source.
  exposes: { './Routes': './src/routes.tsx', './RestaurantList': './src/restaurants/components/restaurant-list.tsx' },
});

module.exports = (env, argv) => {
  const built = config(env, argv);
  // Leaflet's stylesheet, injected as text when the map opens (no CSS pipeline in the shared config).
  built.module.rules.push({ test: /\.css$/, type: 'asset/source' });
  return built;
};
