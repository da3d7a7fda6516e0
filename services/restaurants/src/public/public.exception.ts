import { HttpStatus } from '@nestjs/common';
import { AppException } from '@carta/nest-core';

export type PublicErrorCode = 'NOT_FOUND' | 'ID_MALFORMED' | 'SUB_DOMAIN' | 'ERROR_WITH_FILTER';

function statusOf(code: PublicErrorCode): HttpStatus {
  switch (code) {
    case 'NOT_FOUND':
      return HttpStatus.NOT_FOUND;
    case 'ID_MALFORMED':
    case 'SUB_DOMAIN':
    case 'ERROR_WITH_FILTER':
      return HttpStatus.UNPROCESSABLE_ENTITY;
  }
}

export class PublicException extends AppException {
  constructor(code: PublicErrorCode) {
    super(code, statusOf(code));
  }
}
