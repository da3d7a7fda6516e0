import { HttpStatus } from '@nestjs/common';
import { AppException } from '@carta/nest-core';

export type MenusErrorCode = 'NOT_FOUND' | 'IS_EMPTY' | 'ERROR' | 'DECIMAL' | 'MENU_SCHEDULE' | 'STALE_EDIT';

function statusOf(code: MenusErrorCode): HttpStatus {
  switch (code) {
    case 'NOT_FOUND':
      return HttpStatus.NOT_FOUND;
    case 'STALE_EDIT':
      return HttpStatus.CONFLICT;
    case 'IS_EMPTY':
    case 'ERROR':
    case 'DECIMAL':
    case 'MENU_SCHEDULE':
      return HttpStatus.UNPROCESSABLE_ENTITY;
  }
}

/** Menus, sections and items share one set of errors. */
export class MenusException extends AppException {
  constructor(code: MenusErrorCode) {
    super(code, statusOf(code));
  }
}
