import { applyDecorators, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { CSV_CONTENT_TYPE, MAX_IMPORT_BYTES } from '@carta/contracts';
import { AppException } from '@carta/nest-core';

/**
 * Lets this service read a `text/csv` body as text, up to MAX_IMPORT_BYTES (past it Fastify answers 413, which
 * nest-core's filter calls FILE_TOO_LARGE). Only the import routes read one.
 */
@Injectable()
export class CsvBodyRegistration implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addContentTypeParser(
      CSV_CONTENT_TYPE,
      { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
      (_request, body, done) => done(null, body),
    );
  }
}

/** The CSV a request carried; any other body (none, JSON) is IS_EMPTY. */
export function csvBody(body: unknown): string {
  if (typeof body !== 'string' || !body.trim()) throw new AppException('IS_EMPTY', { param: 'file' });
  return body;
}

/** Describes a route that reads a CSV body for the API document. */
export const ApiCsvBody = () =>
  applyDecorators(ApiConsumes(CSV_CONTENT_TYPE), ApiBody({ schema: { type: 'string', description: 'the CSV' } }));
