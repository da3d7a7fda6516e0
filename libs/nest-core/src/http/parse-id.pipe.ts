import { Injectable, type PipeTransform } from '@nestjs/common';
import { isId } from '@carta/contracts';
import { AppException } from './app.exception';

/** An id is a UUID (the one rule in contracts, shared with the gateway); lower-cased, so cache keys agree. */
export function parseId(value: string): string {
  if (!isId(value)) throw new AppException('ID_MALFORMED');
  return value.toLowerCase();
}

/**
 * A path id that is not an id is 422 ID_MALFORMED before any lookup. Not Nest's ParseUUIDPipe: its check is async
 * and stricter than the gateway's, so the same id could be an id at the door and malformed behind it.
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    return parseId(value);
  }
}
