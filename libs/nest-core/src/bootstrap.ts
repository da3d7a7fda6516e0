import 'reflect-metadata';
import proxyAddr from '@fastify/proxy-addr';
import { NestFactory } from '@nestjs/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { ConfigError, REQUEST_ID_HEADER, isWellEncoded, startFailure } from '@carta/contracts';
import type { Pool } from 'pg';
import { wantsDemoData, type CoreEnv } from './config';
import { drainOnSignals } from './drain';
import { PG_POOL } from './database/database';
import { errorBody } from './http/app.exception';
import { toWire } from './http/error.filter';
import { buildOpenApiDocument, OPENAPI_PATH } from './http/openapi';
import { resetDemoData } from './database/migrator';
import { setUpDatabase } from './database/roles';
import { awaitMigrations } from './database/await-migrations';
import { requestId } from './logger';
import { recordRequest, serveMetrics, UNMATCHED_ROUTE } from './observability/metrics';
import { nameServerSpan, stopTracing, tracingStarted } from './observability/tracing';
import { CORE_OPTIONS, ENV, type CoreOptions } from './tokens';

export interface ServiceOptions {
  name: string;
}

/**
 * Builds the Nest app on Fastify with JSON logs and request ids; does not listen. Used by main and by tests.
 * Rejects with ConfigError, naming every wrong variable, when the environment does not fit the service's schema.
 */
export async function createServiceApp(AppModule: unknown): Promise<NestFastifyApplication> {
  // Fastify wants its proxy trust up front; the environment is checked inside Nest: trust nobody until then.
  let trusted: (address: string, hop: number) => boolean = () => false;
  const adapter = new FastifyAdapter({
    genReqId: requestId,
    trustProxy: (address, hop) => trusted(address, hop),
    // The spec's calls table writes `POST /cities/`: a route answers the same with or without the slash.
    routerOptions: { ignoreTrailingSlash: true },
    // While draining (drain.ts), a request on a kept-alive connection is served like those in flight, not refused.
    return503OnClosing: false,
    // The router refuses a malformed path (`/cities/%zz`) before Nest sees it: answered as the filter would.
    frameworkErrors: (error: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
      const { status, code } = toWire(error);
      void reply.code(status).send(errorBody(code));
    },
  });
  const fastify = adapter.getInstance();
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
    // A broken escape in the query (`?filter=%zz`) is refused like one in the path, which the router refuses.
    if (!isWellEncoded(req.url)) return void reply.code(422).send(errorBody('ERROR'));
    done();
  });
  // Per route template (`/restaurants/:id`), never the raw URL: the series stay as many as the routes.
  fastify.addHook('onResponse', (req, reply, done) => {
    recordRequest(req.routeOptions.url ?? UNMATCHED_ROUTE, req.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (tracingStarted()) {
    fastify.addHook('onRequest', (req, _reply, done) => {
      nameServerSpan(req.method, req.routeOptions.url ?? UNMATCHED_ROUTE);
      done();
    });
  }
  const app = await NestFactory.create<NestFastifyApplication>(AppModule as never, adapter, {
    // Nest's own lines wait for pino; a failed start (e.g. ConfigError) is rethrown, not aborted nor dumped, so the
    // caller says in one message what went wrong.
    bufferLogs: true,
    autoFlushLogs: false,
    abortOnError: false,
  });
  const json = fastify.getDefaultJsonParser('error', 'error');
  // Clients (axios among them) send `Content-Type: application/json` on a DELETE with no body: nothing to parse.
  app.useBodyParser('application/json', { bodyLimit: fastify.initialConfig.bodyLimit }, (req, body, done) =>
    req.method === 'DELETE' && body.length === 0
      ? done(null, undefined)
      : json(req as FastifyRequest, body.toString('utf8'), done),
  );
  trusted = proxyAddr.compile(
    app
      .get<CoreEnv>(ENV)
      .TRUST_PROXY.split(',')
      .map((name) => name.trim()),
  );
  app.useLogger(app.get(Logger));
  app.flushLogs();
  serveOpenApiDocument(app);
  return app;
}

/**
 * The service's API document, built once on first demand. Outside Nest's router on purpose: it is no route of the
 * API (the gateway serves the merged documents at /api/docs) and needs no token.
 */
function serveOpenApiDocument(app: NestFastifyApplication): void {
  const { name } = app.get<CoreOptions>(CORE_OPTIONS);
  let document: string | undefined;
  app
    .getHttpAdapter()
    .getInstance()
    .get(OPENAPI_PATH, (_req, reply) => {
      document ??= JSON.stringify(buildOpenApiDocument(app, name));
      return reply.type('application/json').send(document);
    });
}

/**
 * `node main.js`: migrate (with the demo seeds where wantsDemoData), serve on PORT (or the service's default), and
 * the metrics on METRICS_PORT; on SIGTERM drain (drain.ts): readiness 503 for DRAIN_DELAY_MS, in-flight requests
 * finish, exit within 10 s.
 * `node main.js setup-database`: the services' database roles (database/roles.ts), then exit (before migrate).
 * `node main.js migrate`: the same migrations, then exit (the deployment's migrations Job).
 * `node main.js await-migrations`: waits until the database holds this build's migrations, then exit (Kubernetes: a
 * service pod's init container, so a new pod serves only after the migrations Job).
 * `node main.js demo-reset`: migrate, then put the demo data back (DEMO_MODE, every 30 minutes); refused where demo
 * data is not wanted (production without DEMO_MODE=true): it empties every table of the service.
 */
export async function bootstrapService(AppModule: unknown, { name }: ServiceOptions): Promise<void> {
  try {
    const command = process.argv[2];
    if (command === 'setup-database') {
      await setUpDatabase(process.env);
      return;
    }
    if (command === 'await-migrations') {
      await awaitMigrations(name, process.env);
      return;
    }
    const app = await createServiceApp(AppModule);
    const env = app.get<CoreEnv>(ENV);
    if (command === 'demo-reset' && !wantsDemoData(env)) {
      throw new ConfigError(name, ['DEMO_MODE: demo-reset empties every table, so it runs only with DEMO_MODE=true']);
    }
    if (command === 'migrate' || command === 'demo-reset') {
      await app.init();
      if (command === 'demo-reset') {
        const { migrationsDir } = app.get<CoreOptions>(CORE_OPTIONS);
        await resetDemoData(app.get<Pool>(PG_POOL), { service: name, dir: migrationsDir });
      }
      await app.close();
      return;
    }
    const server = app.getHttpAdapter().getInstance();
    const logger = app.get(Logger);
    const metrics = await serveMetrics(name, env.METRICS_PORT, env.HOST);
    server.addHook('onClose', async () => {
      await metrics?.close();
      await stopTracing();
    });
    drainOnSignals(server, () => app.close(), { delayMs: env.DRAIN_DELAY_MS, log: (message) => logger.log(message) });
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    console.error(startFailure(name, error));
    process.exit(1);
  }
}
