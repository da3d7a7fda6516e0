import type { ErrorBody, ErrorCode } from '@carta/contracts';

export function errorBody(msg: ErrorCode): ErrorBody {
  return { errors: { msg } };
}
