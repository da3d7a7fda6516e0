import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';
import { REQUEST_ID_HEADER, isInsightEventsUrl, isRequestId, loggableUrl } from '@carta/contracts';
import type { CoreEnv } from './config';
import { traceLogFields } from './observability/tracing';
import { ENV } from './tokens';

/** The gateway's id when it sent one, else a new one (Fastify's genReqId; pino-http reads it back from req.id). */
export function requestId(req: IncomingMessage): string {
  const header = req.headers[REQUEST_ID_HEADER];
  return isRequestId(header) ? header : randomUUID();
}

type Request = IncomingMessage & { originalUrl?: string };

/** The URL as asked: middleware mounted on a path sees `req.url` without it. */
const urlOf = (req: Request) => req.originalUrl ?? req.url;
const PROBES = new Set(['/healthz', '/readyz']);

/** The fields of the one line per request, the same as the gateway's. */
function requestLine(req: Request, res: ServerResponse, value: object) {
  return {
    method: req.method,
    url: loggableUrl(urlOf(req) ?? ''),
    statusCode: res.statusCode,
    ms: (value as { ms: number }).ms,
  };
}

/**
 * A guest's event answered 2xx: thousands a second, each already a count (the insights); refused ones keep their line.
 */
const isCountedBeacon = (req: Request, res: ServerResponse) =>
  res.statusCode < 300 && req.method === 'POST' && isInsightEventsUrl(urlOf(req) ?? '');

/**
 * JSON logs through pino (nestjs-pino): one line per request, `{service, requestId, method, url, statusCode, ms}`
 * like the gateway's, at error level with `err` for a 5xx, none for a guest's counted event; Nest's own logs carry the
 * request id inside a request.
 */
export function requestLogging(service: string) {
  return LoggerModule.forRootAsync({
    inject: [ENV],
    useFactory: (env: CoreEnv) => {
      const pinoHttp: Options<Request, ServerResponse> = {
        level: env.LOG_LEVEL,
        base: { service },
        // trace_id and span_id on every line inside a trace, when tracing is on.
        mixin: traceLogFields(),
        genReqId: requestId,
        quietReqLogger: true,
        quietResLogger: true,
        customAttributeKeys: { reqId: 'requestId', responseTime: 'ms' },
        // Probes would drown the request log.
        autoLogging: { ignore: (req) => PROBES.has(urlOf(req) ?? '') },
        customLogLevel: (req, res, err) =>
          err || res.statusCode >= 500 ? 'error' : isCountedBeacon(req, res) ? 'silent' : 'info',
        customSuccessMessage: () => 'request',
        customErrorMessage: () => 'request',
        customSuccessObject: requestLine,
        customErrorObject: (req, res, err, value) => ({ ...requestLine(req, res, value), err }),
      };
      // Every path: nestjs-pino's default `{/*splat}` gets a second leading slash from @fastify/middie 9.3 and
      // then matches nothing.
      return { pinoHttp, forRoutes: [{ path: '/{*splat}', method: RequestMethod.ALL }] };
    },
  });
}
