const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({ app: 'shell', name: 'shell', kind: 'host', dir: __dirname });
