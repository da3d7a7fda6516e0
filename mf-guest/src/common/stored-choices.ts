// Keys of the choices a guest's browser remembers (no React here: the server-rendered page's small entry reads them).

/** The carta language a guest picked, remembered for every restaurant that offers it. */
export const LANGUAGE_STORAGE_KEY = 'guestLanguage';
/** The app's own dark-mode choice, the key web-core's theme store writes ("true"/"false"; none: follow the device). */
export const DARK_STORAGE_KEY = 'dark';
