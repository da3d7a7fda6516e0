/** Set by the webpack DefinePlugin from the root package.json version. */
declare const __APP_VERSION__: string | undefined;
