/** Stylesheets are imported as text (webpack `asset/source`) and injected when needed. */
declare module '*.css' {
  const text: string;
  export default text;
}
