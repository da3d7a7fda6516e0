import { ValidationPipe, type ValidationError } from '@nestjs/common';
import * as classTransformer from 'class-transformer';
import * as classValidator from 'class-validator';
import { ERROR_CODES, type ErrorCode, type ErrorDetails } from '@carta/contracts';
import { AppException } from './app.exception';

const KNOWN = new Set<string>(ERROR_CODES);

/** class-validator's constraint for a property the DTO does not declare (forbidNonWhitelisted). */
const UNKNOWN_PROPERTY = 'whitelistValidation';

/** The options of a length rule (MaxLength, ArrayMaxSize, a custom rule): TOO_LONG, with its limit in the answer. */
export function tooLong(max: number): { message: ErrorCode; context: { max: number } } {
  return { message: 'TOO_LONG', context: { max } };
}

export interface ValidationFailure extends ErrorDetails {
  code: ErrorCode;
}

/**
 * The first failing constraint (DTO decorators carry the spec's codes as messages), with the field's path
 * (`name`, `timeRanges.0.start`) and, for a length rule, its limit.
 */
export function firstFailure(errors: readonly ValidationError[], parent = ''): ValidationFailure {
  for (const error of errors) {
    const param = parent ? `${parent}.${error.property}` : error.property;
    const [constraint, message] = Object.entries(error.constraints ?? {})[0] ?? [];
    if (constraint !== undefined && message !== undefined) {
      if (constraint === UNKNOWN_PROPERTY) return { code: 'UNKNOWN_FIELD', param };
      const code = KNOWN.has(message) ? (message as ErrorCode) : 'ERROR';
      const max = (error.contexts?.[constraint] as { max?: unknown } | undefined)?.max;
      return typeof max === 'number' ? { code, param, max } : { code, param };
    }
    if (error.children?.length) return firstFailure(error.children, param);
  }
  return { code: 'ERROR' };
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
    exceptionFactory: (errors) => {
      const { code, ...details } = firstFailure(errors);
      return new AppException(code, details);
    },
  });
}
