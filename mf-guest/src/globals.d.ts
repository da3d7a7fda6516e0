/** Set by the webpack DefinePlugin from the root package.json version. */
declare const __APP_VERSION__: string | undefined;

/** Webpack's run-time base URL of the bundle's files (the page entry's own folder: `publicPath: 'auto'`). */
declare const __webpack_public_path__: string;
/** Webpack: the file name of a chunk, by its id (the page's chunks are named: guest-page-config.js). */
declare function __webpack_get_script_filename__(chunkId: string): string;
