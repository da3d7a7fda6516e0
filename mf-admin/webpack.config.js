const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({ app: 'mf-admin', name: 'admin', kind: 'remote', dir: __dirname });
