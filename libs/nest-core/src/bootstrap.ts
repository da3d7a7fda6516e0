import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import { REQUEST_ID_HEADER } from '@carta/contracts';
import type { Pool } from 'pg';
import { ConfigError, loadCoreConfig, type Env } from './config';
import { PG_POOL } from './database/database';
import { loadMailConfig } from './mail/mail.config';
import { resetDemoData } from './database/migrator';
import { CORE_OPTIONS, type CoreOptions } from './tokens';
import { PinoNestLogger } from './logger';

export interface ServiceOptions {
  name: string;
  defaultPort: number;
  /** Extra checks of the service's own variables; throw ConfigError to stop the start with a clear message. */
  validateEnv?: (env: Env) => void;
  /** The service sends mail (MailModule): its mail variables are checked at start too. */
  sendsMail?: boolean;
}

// Accept the caller's request id only when it looks like one, so it cannot inject into logs.
const REQUEST_ID = /^[\w.:-]{1,128}$/;

function requestId(req: IncomingMessage): string {
  const header = req.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Runs nest-core's and the service's checks, so one message lists every problem. */
function checkAll(
  name: string,
  env: Env,
  { validateEnv, sendsMail }: Pick<ServiceOptions, 'validateEnv' | 'sendsMail'>,
) {
  const problems: string[] = [];
  const collect = <T>(check: () => T): T | undefined => {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const config = collect(() => loadCoreConfig(name, env));
  collect(() => validateEnv?.(env));
  if (sendsMail) collect(() => loadMailConfig(env, name));
  if (!config || problems.length) throw new ConfigError(name, problems);
  return config;
}

/** Builds the Nest app on Fastify with JSON logs and request ids; does not listen. Used by main and by tests. */
export async function createServiceApp(
  AppModule: unknown,
  { name, validateEnv, sendsMail }: Pick<ServiceOptions, 'name' | 'validateEnv' | 'sendsMail'>,
  env: Env = process.env,
): Promise<NestFastifyApplication> {
  const config = checkAll(name, env, { validateEnv, sendsMail });
  const adapter = new FastifyAdapter({
    logger: { level: config.logLevel, base: { service: name } },
    genReqId: requestId,
    // Probes would drown the request log.
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      disableRequestLogging: (req: { url?: string }) => req.url === '/healthz' || req.url === '/readyz',
    }),
    trustProxy: config.trustProxy,
  });
  const fastify = adapter.getInstance();
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule as never, adapter, { bufferLogs: true });
  app.useLogger(new PinoNestLogger(fastify.log));
  app.flushLogs();
  app.enableShutdownHooks();
  return app;
}

/**
 * `node main.js`: migrate, seed, serve on PORT (or defaultPort).
 * `node main.js migrate`: migrate and seed, then exit (the deployment's migrations Job).
 * `node main.js demo-reset`: migrate, then put the demo data back (DEMO_MODE, every 30 minutes).
 */
export async function bootstrapService(AppModule: unknown, options: ServiceOptions): Promise<void> {
  try {
    const app = await createServiceApp(AppModule, options);
    const command = process.argv[2];
    if (command === 'migrate' || command === 'demo-reset') {
      await app.init();
      if (command === 'demo-reset') {
        const { migrationsDir } = app.get<CoreOptions>(CORE_OPTIONS);
        await resetDemoData(app.get<Pool>(PG_POOL), { service: options.name, dir: migrationsDir });
      }
      await app.close();
      return;
    }
    await app.listen({ port: Number(process.env.PORT || options.defaultPort), host: process.env.HOST || '0.0.0.0' });
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else
      console.error(
        JSON.stringify({
          level: 60,
          service: options.name,
          msg: 'start failed',
          err: String((error as Error)?.stack ?? error),
        }),
      );
    process.exit(1);
  }
}
