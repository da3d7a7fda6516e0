import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ErrorCode, ErrorDetails } from '@carta/contracts';
import { AppException, errorBody, isErrorBody } from './app.exception';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  // Fastify's answer to a body past a route's limit (a CSV import's MAX_IMPORT_BYTES).
  413: 'FILE_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
}

/** Seconds a client waits before retrying a call refused while PostgreSQL is unreachable (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection to PostgreSQL that could not be opened or was cut. */
const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** SQLSTATEs of a server going away or full: shutting down, crashed, starting up, too many clients. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What `pg` and `pg-pool` throw, without a code, when a connection ends or cannot be had in time. */
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** Whether an error says PostgreSQL cannot be reached right now (rather than that the query is wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as FastifyLikeError;
  if (typeof code === 'string' && (CONNECTION_ERRORS.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true;
  // Class 08: connection exceptions reported by the server.
  if (typeof code === 'string' && /^08[0-9A-Z]{3}$/.test(code)) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}

/**
 * What an exception becomes on the wire: PostgreSQL unreachable is a 503 the client may retry; anything else unknown
 * is a 500 whose details stay in the log.
 */
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
  if (isDatabaseUnavailable(exception)) return { status: HttpStatus.SERVICE_UNAVAILABLE, code: 'DATABASE_UNAVAILABLE' };
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
    const retryAfter =
      code === 'DATABASE_UNAVAILABLE'
        ? DATABASE_RETRY_AFTER_SECONDS
        : exception instanceof AppException
          ? exception.retryAfterSeconds
          : undefined;
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    void reply.status(status).send(errorBody(code, details));
  }
}
