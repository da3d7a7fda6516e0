const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({ app: 'mf-guest', name: 'guest', kind: 'remote', dir: __dirname });
