import { HttpStatus } from '@nestjs/common';
import { AppException } from '@carta/nest-core';

export type ProductsErrorCode = 'NOT_FOUND' | 'IS_EMPTY' | 'ERROR';

function statusOf(code: ProductsErrorCode): HttpStatus {
  switch (code) {
    case 'NOT_FOUND':
      return HttpStatus.NOT_FOUND;
    case 'IS_EMPTY':
    case 'ERROR':
      return HttpStatus.UNPROCESSABLE_ENTITY;
  }
}

export class ProductsException extends AppException {
  constructor(code: ProductsErrorCode) {
    super(code, statusOf(code));
  }
}
