import { ValidationPipe, type ValidationError } from '@nestjs/common';
import * as classTransformer from 'class-transformer';
import * as classValidator from 'class-validator';
import { ERROR_CODES, type ErrorCode } from '@carta/contracts';
import { AppException } from './app.exception';

const KNOWN = new Set<string>(ERROR_CODES);

/** The code of the first failing constraint (DTO decorators carry the spec's codes as messages). */
export function firstErrorCode(errors: readonly ValidationError[]): ErrorCode {
  for (const error of errors) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message !== undefined) return KNOWN.has(message) ? (message as ErrorCode) : 'ERROR';
    if (error.children?.length) return firstErrorCode(error.children);
  }
  return 'ERROR';
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    transform: true,
    // The same package instances the DTO decorators registered their metadata with.
    validatorPackage: classValidator,
    transformerPackage: classTransformer,
    exceptionFactory: (errors) => new AppException(firstErrorCode(errors)),
  });
}
