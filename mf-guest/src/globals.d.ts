/** Set by the webpack DefinePlugin from the root package.json version. */
declare const __APP_VERSION__: string | undefined;

/** Stylesheets are imported as text (webpack `asset/source`) and injected when needed. */
declare module '*.css' {
  const text: string;
  export default text;
}
