import { HttpStatus } from '@nestjs/common';
import { AppException } from '@carta/nest-core';

export type CitiesErrorCode = 'NOT_FOUND' | 'CITY_ALREADY_EXISTS';

function statusOf(code: CitiesErrorCode): HttpStatus {
  switch (code) {
    case 'NOT_FOUND':
      return HttpStatus.NOT_FOUND;
    case 'CITY_ALREADY_EXISTS':
      return HttpStatus.UNPROCESSABLE_ENTITY;
  }
}

/** The cities feature's errors; the status follows from the code. */
export class CitiesException extends AppException {
  constructor(code: CitiesErrorCode) {
    super(code, statusOf(code));
  }
}
