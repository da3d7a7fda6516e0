/** Error codes the API returns as `{errors: {msg: CODE}}`; the UI shows `t('errors.' + code)`. */
export const ERROR_CODES = [
  'BAD_TOKEN',
  'WRONG_PASSWORD',
  'BLOCKED_USER',
  'USER_DOES_NOT_EXIST',
  'PASSWORDS_DONT_MATCH',
  'PASSWORD_TOO_SHORT_MIN_5',
  'EMAIL_IS_NOT_VALID',
  'IS_EMPTY',
  'ERROR',
  'MISSING',
  'NOT_FOUND_OR_ALREADY_VERIFIED',
  'NOT_FOUND_OR_ALREADY_USED',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'EMAIL_ALREADY_EXISTS',
  'ID_MALFORMED',
  'ERROR_WITH_FILTER',
  'CITY_ALREADY_EXISTS',
  'SUB_DOMAIN',
  'SUB_DOMAIN_ALREADY_IN_USE',
  'DECIMAL',
  'NOT_A_VALID_URL',
  'IMAGE_TOO_LARGE',
  'IMAGE_NOT_SUPPORTED',
  'MENU_SCHEDULE',
  'STALE_EDIT',
  'LAST_ADMIN',
  'TOO_MANY_REQUESTS',
  'SERVER_TIMEOUT_CONNECTION_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  errors: { msg: ErrorCode };
}
