import { HttpStatus } from '@nestjs/common';
import { AppException } from '@carta/nest-core';

export type UsersAdminErrorCode = 'NOT_FOUND' | 'EMAIL_ALREADY_EXISTS' | 'LAST_ADMIN';

function statusOf(code: UsersAdminErrorCode): HttpStatus {
  switch (code) {
    case 'NOT_FOUND':
      return HttpStatus.NOT_FOUND;
    case 'EMAIL_ALREADY_EXISTS':
      return HttpStatus.UNPROCESSABLE_ENTITY;
    case 'LAST_ADMIN':
      return HttpStatus.CONFLICT;
  }
}

/** The users administration's errors; the status follows from the code. */
export class UsersAdminException extends AppException {
  constructor(code: UsersAdminErrorCode) {
    super(code, statusOf(code));
  }
}
