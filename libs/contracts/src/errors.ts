/**
 * Error codes the API returns as `{errors: {msg: CODE}}`, each with the one HTTP status it is sent with; the UI shows
 * `t('errors.' + code)`. A code exists only as a key here, so a code without a status cannot be written.
 */
export const ERROR_STATUS = {
  BAD_TOKEN: 401,
  WRONG_PASSWORD: 409,
  BLOCKED_USER: 409,
  USER_DOES_NOT_EXIST: 404,
  PASSWORDS_DONT_MATCH: 422,
  PASSWORD_TOO_SHORT_MIN_5: 422,
  EMAIL_IS_NOT_VALID: 422,
  IS_EMPTY: 422,
  ERROR: 422,
  /** A field the API does not know (named in `param`). */
  UNKNOWN_FIELD: 422,
  /** A text or list longer than its limit (the field in `param`, the limit in `max`). */
  TOO_LONG: 422,
  MISSING: 422,
  NOT_FOUND_OR_ALREADY_VERIFIED: 404,
  NOT_FOUND_OR_ALREADY_USED: 404,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  EMAIL_ALREADY_EXISTS: 422,
  // PATCH /profile with a new e-mail: the change needs the current password (POST /profile/changeEmail)
  EMAIL_CHANGE_NEEDS_PASSWORD: 422,
  ID_MALFORMED: 422,
  ERROR_WITH_FILTER: 422,
  CITY_ALREADY_EXISTS: 422,
  /** A city some restaurants name is not deleted: `count` says how many. */
  CITY_IN_USE: 409,
  SUB_DOMAIN: 422,
  SUB_DOMAIN_ALREADY_IN_USE: 422,
  /** Released by another restaurant less than the grace period ago: its printed QR codes still point at it. */
  SUB_DOMAIN_HELD: 409,
  DECIMAL: 422,
  NOT_A_VALID_URL: 422,
  IMAGE_TOO_LARGE: 422,
  IMAGE_NOT_SUPPORTED: 422,
  /** An image whose decoded size passes the pixel limit (`max`), however small its file. */
  IMAGE_TOO_MANY_PIXELS: 422,
  MENU_SCHEDULE: 422,
  /** "How to arrive" shown without a point chosen (0,0, where every restaurant starts): param `mapInfo.lat`. */
  MAP_POINT_MISSING: 422,
  /** An allergen listed both as contained and as a possible trace (param `traces`). */
  ALLERGEN_TRACES_OVERLAP: 422,
  STALE_EDIT: 409,
  LAST_ADMIN: 409,
  TOO_MANY_REQUESTS: 429,
  // the gateway's answer when a service does not answer; the web client also uses it for a lost connection
  SERVER_TIMEOUT_CONNECTION_ERROR: 502,
  /** The address search (GEOCODER_URL) failed or did not answer in time. */
  GEOCODER_UNAVAILABLE: 502,
  /** This installation has no address search (GEOCODER_URL unset): a setting, not a failure, so no 5xx. */
  GEOCODER_NOT_CONFIGURED: 404,
  /** A file larger than its limit (`max`, in bytes): a CSV import. */
  FILE_TOO_LARGE: 413,
  /** A CSV with more rows than an import takes (`max`). */
  TOO_MANY_ROWS: 422,
  /** A file that is not CSV as read (an unclosed quote, rows of different lengths), at `line`. */
  CSV_MALFORMED: 422,
  /** A file that is not UTF-8 text (another encoding, UTF-16 too): the first such line in `line`. */
  CSV_NOT_UTF8: 422,
  /** Words of an import's list cell (allergens, traces, diets) that name none of its keys: `value`, the column `param`. */
  UNKNOWN_VALUE: 422,
  /** The same external id on two rows of one import (`param`: external_id, `line`: the second). */
  DUPLICATE_EXTERNAL_ID: 422,
  /** PostgreSQL cannot be reached (down, restarting, out of connections): try again after `Retry-After` seconds. */
  DATABASE_UNAVAILABLE: 503,
  /** A printed menu with more dishes than one PDF takes (`max`: PRINT_LIMITS.dishes). */
  PRINT_TOO_MANY_DISHES: 422,
  /** More table tents than one PDF takes (`max`: PRINT_LIMITS.tents); each placement prints alone too. */
  PRINT_TOO_MANY_TENTS: 422,
  /** The print kit is full, or the PDF was not made in time: try again after `Retry-After` seconds. */
  PRINT_BUSY: 503,
} as const satisfies Record<string, 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as readonly ErrorCode[];

/** What an error may say besides its code: the field it is about (`name`, `timeRanges.0.start`) and its limit. */
export interface ErrorDetails {
  param?: string;
  max?: number;
  /** The line of an uploaded file the error is about (a CSV import). */
  line?: number;
  /** The words of that line's cell that were not understood (UNKNOWN_VALUE). */
  value?: string;
  /** How many things stand in the way (CITY_IN_USE: the restaurants in that city). */
  count?: number;
}

/** The spec's error body, `{errors: {msg}}`, with the optional details beside the code. */
export interface ErrorBody {
  errors: { msg: ErrorCode } & ErrorDetails;
}
