import { HttpStatus } from '@nestjs/common';
import { AppException } from '@carta/nest-core';

export type ImagesErrorCode = 'IMAGE_TOO_LARGE' | 'IMAGE_NOT_SUPPORTED' | 'IS_EMPTY' | 'NOT_FOUND';

function statusOf(code: ImagesErrorCode): HttpStatus {
  switch (code) {
    case 'NOT_FOUND':
      return HttpStatus.NOT_FOUND;
    case 'IMAGE_TOO_LARGE':
    case 'IMAGE_NOT_SUPPORTED':
    case 'IS_EMPTY':
      return HttpStatus.UNPROCESSABLE_ENTITY;
  }
}

export class ImagesException extends AppException {
  constructor(code: ImagesErrorCode) {
    super(code, statusOf(code));
  }
}
