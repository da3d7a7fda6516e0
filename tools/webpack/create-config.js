// One webpack configuration for the shell (host) and the three remotes, so the loader, the shared
// singletons and the output layout cannot drift between apps that must load each other at run time.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./precompress-plugin');

const root = path.resolve(__dirname, '../..');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const rootPackage = readJson(path.join(root, 'package.json'));
const swcrc = readJson(path.join(root, '.swcrc.json'));

/** Packages that hold React context or global state: exactly one copy may run in the page. */
const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  'styled-components',
  'i18next',
  'react-i18next',
];
const SHARED_LIBS = ['web-core', 'ui', 'i18n'];
const EXTERNAL_RUNTIME_PROVIDER = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/\.cjs$/, '.js');

function installedVersion(name) {
  return readJson(path.join(root, 'node_modules', name, 'package.json')).version;
}

function sharedModules() {
  const shared = {};
  for (const name of SHARED_PACKAGES) {
    shared[name] = { singleton: true, requiredVersion: rootPackage.dependencies[name] ?? `^${installedVersion(name)}` };
  }
  for (const lib of SHARED_LIBS) {
    const { version } = readJson(path.join(root, 'libs', lib, 'package.json'));
    shared[`@carta/${lib}`] = { singleton: true, requiredVersion: `^${version}` };
  }
  return shared;
}

/** The root swc settings (decorators, target), but ES modules out so webpack can tree-shake. */
function swcLoader(tsx) {
  return {
    loader: 'swc-loader',
    options: {
      ...swcrc,
      swcrc: false,
      sourceMaps: false,
      module: { type: 'es6' },
      jsc: {
        ...swcrc.jsc,
        parser: { ...swcrc.jsc.parser, tsx },
        transform: { ...swcrc.jsc.transform, react: { runtime: 'automatic', development: false } },
      },
    },
  };
}

const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="CARTA ONLINE: restaurant menus by QR code" />
    <link rel="icon" href="/app/favicon.svg" type="image/svg+xml" />
    <link rel="icon" href="/app/favicon-32.png" sizes="32x32" type="image/png" />
    <link rel="apple-touch-icon" href="/app/apple-touch-icon.png" />
    <link rel="manifest" href="/app/manifest.webmanifest" />
    <meta name="theme-color" content="#272727" />
    <title>CARTA ONLINE</title>
  </head>
  <body>
    <noscript>CARTA ONLINE needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * Emits the app's `public/` files (icons, web manifest) as they are, beside the bundles: their names are fixed, so
 * index.html and the manifest can point at them. The PNG icons are favicon.svg rendered at each size (sharp).
 */
class PublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir)) {
            const source = path.join(this.dir, file);
            compilation.fileDependencies.add(source);
            compilation.emitAsset(file, new webpack.sources.RawSource(fs.readFileSync(source)));
          }
        },
      );
    });
  }
}

/**
 * @param {{ app: string, name: string, kind: 'host' | 'remote', dir: string, exposes?: Record<string, string> }} options
 *   app: folder name (dist/apps/<app>), name: federation container name, dir: the app's folder,
 *   exposes: a remote's modules (default: its routes only).
 */
function createConfig({ app, name, kind, dir, exposes = { './Routes': './src/routes.tsx' } }) {
  const isHost = kind === 'host';
  return (_env, argv) => {
    const production = (argv && argv.mode) !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(root, 'dist/apps', app),
        publicPath: isHost ? '/app/' : 'auto',
        // The federation runtime asks for the entry chunk's file name before hashes exist; it only needs
        // the folder, so it gets the name unhashed then, and the real file is hashed.
        filename: ({ chunk }) => (chunk && chunk.hash ? '[name].[contenthash:16].js' : '[name].js'),
        chunkFilename: '[name].[contenthash:16].js',
        assetModuleFilename: '[name].[contenthash:16][ext]',
        uniqueName: name,
        clean: true,
        chunkLoadTimeout: 120_000,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          { test: /\.tsx$/, exclude: /node_modules/, use: swcLoader(true) },
          { test: /\.ts$/, exclude: /node_modules/, use: swcLoader(false) },
          { test: /\.(png|svg|webp|jpe?g|woff2?)$/, type: 'asset' },
        ],
      },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(rootPackage.version) }),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedModules(),
          // Never fetch every remote at start-up to compare versions: a dead remote must not stall the shell.
          shareStrategy: 'loaded-first',
          manifest: !isHost,
          dts: false,
          // One federation runtime per page: the shell's main chunk provides it, remotes borrow it (~25 KB gzip
          // each remote would otherwise carry again). The plugin's own `provideExternalRuntime` adds the CommonJS
          // build of the injector, which drags a second, CommonJS copy of the runtime in: use its ES build.
          ...(isHost ? { runtimePlugins: [EXTERNAL_RUNTIME_PROVIDER] } : { experiments: { externalRuntime: true } }),
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({ templateContent: INDEX_HTML, scriptLoading: 'defer' }),
              new PublicFilesPlugin(path.join(dir, 'public')),
            ]
          : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
    };
  };
}

module.exports = { createConfig, swcLoader };
