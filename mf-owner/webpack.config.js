const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({ app: 'mf-owner', name: 'owner', kind: 'remote', dir: __dirname });
