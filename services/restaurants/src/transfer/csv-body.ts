import { isUtf8 } from 'node:buffer';
import { applyDecorators, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { CSV_CONTENT_TYPE, MAX_IMPORT_BYTES } from '@carta/contracts';
import { AppException } from '@carta/nest-core';

/**
 * Lets this service read a `text/csv` body as its bytes, up to MAX_IMPORT_BYTES (past it Fastify answers 413, which
 * nest-core's filter calls FILE_TOO_LARGE): `csvBody` decodes them, refusing what is not UTF-8 rather than reading
 * U+FFFD in place of its letters. Only the import routes read one.
 */
@Injectable()
export class CsvBodyRegistration implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addContentTypeParser(
      CSV_CONTENT_TYPE,
      { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES },
      (_request, body, done) => done(null, body),
    );
  }
}

/** Text has no NUL byte; UTF-16 without its BOM has one beside each ASCII letter (with it, 0xFF 0xFE is not UTF-8). */
const isText = (bytes: Buffer) => isUtf8(bytes) && !bytes.includes(0);

/**
 * The CSV a request carried, as text; any other body (none, JSON) is IS_EMPTY. Bytes that are not UTF-8 (a spreadsheet
 * saved in Windows-1252, UTF-16) are 422 CSV_NOT_UTF8 at the first line holding some: lines split at byte 0x0A, which
 * no multi-byte UTF-8 character contains.
 */
export function csvBody(body: unknown): string {
  if (!Buffer.isBuffer(body)) throw new AppException('IS_EMPTY', { param: 'file' });
  if (!isText(body)) {
    let start = 0;
    for (let line = 1; ; line++) {
      const end = body.indexOf(0x0a, start);
      if (end === -1 || !isText(body.subarray(start, end))) throw new AppException('CSV_NOT_UTF8', { line });
      start = end + 1;
    }
  }
  const text = body.toString('utf8');
  if (!text.trim()) throw new AppException('IS_EMPTY', { param: 'file' });
  return text;
}

/** Describes a route that reads a CSV body for the API document. */
export const ApiCsvBody = () =>
  applyDecorators(ApiConsumes(CSV_CONTENT_TYPE), ApiBody({ schema: { type: 'string', description: 'the CSV' } }));
