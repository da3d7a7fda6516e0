import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_IMAGE_BYTES } from '@carta/contracts';

/**
 * Registers @fastify/multipart on this service's Fastify instance (nest-core's bootstrap does not, and only this
 * service takes uploads). Routes registered earlier see it: the plugin is not encapsulated.
 */
@Injectable()
export class MultipartRegistration implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    void fastify.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
  }
}
