import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { AppException } from '@carta/nest-core';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id must be a UUID: anything else is 422 ID_MALFORMED before any lookup. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw new AppException('ID_MALFORMED', HttpStatus.UNPROCESSABLE_ENTITY);
    return value.toLowerCase();
  }
}
