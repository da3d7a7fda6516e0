import { HttpException } from '@nestjs/common';
import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorDetails } from '@carta/contracts';

/**
 * A domain error with the spec's code; its HTTP status is the code's one status in `ERROR_STATUS`. A refusal the
 * client may try again (429, 503) says after how many seconds: the answer's Retry-After.
 */
export class AppException extends HttpException {
  constructor(
    readonly code: ErrorCode,
    readonly details: ErrorDetails = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(errorBody(code, details), ERROR_STATUS[code]);
  }
}

export function errorBody(msg: ErrorCode, details: ErrorDetails = {}): ErrorBody {
  return { errors: { msg, ...details } };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  const errors = (value as ErrorBody | null)?.errors;
  return typeof errors === 'object' && errors !== null && typeof errors.msg === 'string';
}
