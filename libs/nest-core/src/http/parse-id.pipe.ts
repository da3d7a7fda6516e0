import { createParamDecorator, Injectable, type ExecutionContext, type PipeTransform } from '@nestjs/common';
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

/** Every parameter of a path made only of ids (`:id/menus/:menuId`), each parsed like `ParseIdPipe` does. */
export const PathIds = createParamDecorator((_data: unknown, context: ExecutionContext): Record<string, string> => {
  const { params } = context.switchToHttp().getRequest<{ params: Record<string, string> }>();
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, parseId(value)]));
});
