import { HttpStatus } from '@nestjs/common';
import { AppException } from '@carta/nest-core';

export type RestaurantsErrorCode = 'NOT_FOUND' | 'SUB_DOMAIN' | 'SUB_DOMAIN_ALREADY_IN_USE';

function statusOf(code: RestaurantsErrorCode): HttpStatus {
  switch (code) {
    case 'NOT_FOUND':
      return HttpStatus.NOT_FOUND;
    case 'SUB_DOMAIN':
    case 'SUB_DOMAIN_ALREADY_IN_USE':
      return HttpStatus.UNPROCESSABLE_ENTITY;
  }
}

/** The restaurants feature's errors; the status follows from the code. */
export class RestaurantsException extends AppException {
  constructor(code: RestaurantsErrorCode) {
    super(code, statusOf(code));
  }
}
