import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ErrorCode, ErrorDetails } from '@carta/contracts';
import { errorBody, isErrorBody } from './app.exception';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'TOO_MANY_REQUESTS',
};

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
}

/** What an exception becomes on the wire; anything unknown is a 500 whose details stay in the log. */
export function toWire(exception: unknown): { status: number; code: ErrorCode; details?: ErrorDetails } {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const body = exception.getResponse();
    if (isErrorBody(body)) {
      const { msg, ...details } = body.errors;
      return Object.keys(details).length ? { status, code: msg, details } : { status, code: msg };
    }
    // Our validation answers 422; a 400 here is an unreadable body (e.g. malformed JSON), which the contract calls 422.
    if (status === HttpStatus.BAD_REQUEST) return { status: HttpStatus.UNPROCESSABLE_ENTITY, code: 'ERROR' };
    return { status, code: CODE_BY_STATUS[status] ?? 'ERROR' };
  }
  const fastifyError = exception as FastifyLikeError | null;
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify rejects unreadable bodies (malformed JSON, empty JSON body) with 400: the contract says 422.
    if (status === 400) return { status: HttpStatus.UNPROCESSABLE_ENTITY, code: 'ERROR' };
    return { status, code: CODE_BY_STATUS[status] ?? 'ERROR' };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, code: 'ERROR' };
}

/** The one place errors become HTTP: `{errors: {msg: CODE}}`, never a stack trace. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const { status, code, details } = toWire(exception);
    // The request's one log line (nest-core's logger, pino-http) carries the error.
    if (status >= 500) Object.assign(reply.raw, { err: exception });
    void reply.status(status).send(errorBody(code, details));
  }
}
