// The guest remote's server-rendered pages, built beside its federated client by the same `nx build`: a server bundle
// (self-contained CommonJS, loaded at run time by whatever serves guest HTML) and the browser entry that hydrates
// what it renders. Contract and layout: libs/contracts/src/guest-render.ts.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { rootPackage, swcLoader } = require('./create-config');
const { PrecompressPlugin } = require('./precompress-plugin');

const root = path.resolve(__dirname, '../..');
const ENTRY_FILES = 'entry.json';

function common(dir, production) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        { test: /\.tsx$/, exclude: /node_modules/, use: swcLoader(true) },
        { test: /\.ts$/, exclude: /node_modules/, use: swcLoader(false) },
        { test: /\.(png|svg|webp|jpe?g|woff2?)$/, type: 'asset' },
        // Leaflet's stylesheet, injected as text when the map opens.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    performance: { hints: false },
  };
}

/** Lists an entry's initial files (relative to the app's dist) in `entry.json`, for the server manifest. */
class EntryFilesPlugin {
  constructor(entry, folder) {
    this.entry = entry;
    this.folder = folder;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EntryFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = [...compilation.entrypoints.get(this.entry).getFiles()].map((file) => `${this.folder}/${file}`);
          compilation.emitAsset(ENTRY_FILES, new sources.RawSource(JSON.stringify(files)));
        },
      );
    });
  }
}

/** Writes server/manifest.json: the bundle's file, the page's scripts, and one build id for both. */
class ServerManifestPlugin {
  constructor(pageDir) {
    this.pageDir = pageDir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const [bundle] = [...compilation.entrypoints.get('render').getFiles()];
          const scripts = JSON.parse(fs.readFileSync(path.join(this.pageDir, ENTRY_FILES), 'utf8'));
          const build = crypto
            .createHash('sha256')
            .update([bundle, ...scripts].join('\n'))
            .digest('hex')
            .slice(0, 16);
          compilation.emitAsset('manifest.json', new sources.RawSource(JSON.stringify({ build, bundle, scripts })));
        },
      );
    });
  }
}

/** [page, server]: the server bundle is built after the page, whose script names its manifest lists. */
function createGuestPageConfigs({ app, dir }) {
  const dist = path.join(root, 'dist/apps', app);
  const define = () => new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(rootPackage.version) });
  return (_env, argv) => {
    const production = (argv && argv.mode) !== 'development';
    const page = {
      ...common(dir, production),
      name: 'page',
      target: 'web',
      entry: { 'guest-page': './src/page.ts' },
      output: {
        path: path.join(dist, 'page'),
        publicPath: 'auto',
        filename: '[name].[contenthash:16].js',
        chunkFilename: '[name].[contenthash:16].js',
        assetModuleFilename: '[name].[contenthash:16][ext]',
        uniqueName: 'guestPage',
        clean: true,
      },
      // The entry fetches its lazy chunk by name (`__webpack_get_script_filename__`) once the page has loaded: one
      // chunk holding React and the screens, named, not split into vendor chunks it could not name.
      optimization: { chunkIds: 'named', splitChunks: false },
      plugins: [define(), new EntryFilesPlugin('guest-page', 'page'), ...(production ? [new PrecompressPlugin()] : [])],
    };
    const server = {
      ...common(dir, production),
      name: 'server',
      dependencies: ['page'],
      target: 'node20',
      entry: { render: './src/server/render.tsx' },
      output: {
        path: path.join(dist, 'server'),
        filename: 'guest-server.[contenthash:16].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      // One file: the gateway evaluates it from its text, with no folder to load chunks from.
      optimization: { minimize: false },
      plugins: [
        define(),
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new ServerManifestPlugin(path.join(dist, 'page')),
      ],
    };
    return [page, server];
  };
}

module.exports = { createGuestPageConfigs };
