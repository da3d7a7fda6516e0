import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { Public } from '../auth/decorators';
import { PG_POOL } from '../database/database';
import { isDraining } from '../drain';

@Public()
@Controller()
export class HealthController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Liveness: the process answers. */
  @Get('healthz')
  healthz(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: not draining (SIGTERM), the database answers and auth's session view exists (every token check reads
   * it).
   */
  @Get('readyz')
  async readyz(
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ status: 'ready' | 'not ready' | 'draining' }> {
    if (isDraining(reply.server)) {
      reply.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'draining' };
    }
    try {
      const { rows } = await this.pool.query<{ view: string | null }>(
        "SELECT to_regclass('auth_session_validity')::text AS view",
      );
      if (rows[0]?.view) return { status: 'ready' };
    } catch {
      // fall through: not ready
    }
    reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'not ready' };
  }
}
