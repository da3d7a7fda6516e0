import { HttpStatus } from '@nestjs/common';
import { AppException } from '@carta/nest-core';

export type AccountsErrorCode =
  | 'EMAIL_ALREADY_EXISTS'
  | 'USER_DOES_NOT_EXIST'
  | 'WRONG_PASSWORD'
  | 'BLOCKED_USER'
  | 'NOT_FOUND_OR_ALREADY_VERIFIED'
  | 'NOT_FOUND_OR_ALREADY_USED'
  | 'UNAUTHORIZED'
  | 'TOO_MANY_REQUESTS';

function statusOf(code: AccountsErrorCode): HttpStatus {
  switch (code) {
    case 'EMAIL_ALREADY_EXISTS':
      return HttpStatus.UNPROCESSABLE_ENTITY;
    case 'USER_DOES_NOT_EXIST':
    case 'NOT_FOUND_OR_ALREADY_VERIFIED':
    case 'NOT_FOUND_OR_ALREADY_USED':
      return HttpStatus.NOT_FOUND;
    case 'WRONG_PASSWORD':
    case 'BLOCKED_USER':
      return HttpStatus.CONFLICT;
    case 'UNAUTHORIZED':
      return HttpStatus.UNAUTHORIZED;
    case 'TOO_MANY_REQUESTS':
      return HttpStatus.TOO_MANY_REQUESTS;
  }
}

/** The accounts feature's errors; the status follows from the code. */
export class AccountsException extends AppException {
  constructor(code: AccountsErrorCode) {
    super(code, statusOf(code));
  }
}
