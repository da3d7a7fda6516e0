import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorBody, ErrorCode } from '@carta/contracts';

/** A domain error with the spec's code; the error filter sends it as `{errors: {msg: code}}`. */
export class AppException extends HttpException {
  constructor(
    readonly code: ErrorCode,
    status: HttpStatus,
  ) {
    super(errorBody(code), status);
  }
}

export function errorBody(msg: ErrorCode): ErrorBody {
  return { errors: { msg } };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  const errors = (value as ErrorBody | null)?.errors;
  return typeof errors === 'object' && errors !== null && typeof errors.msg === 'string';
}
