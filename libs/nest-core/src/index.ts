export * from './auth/decorators';
export {
  ACCESS_TOKEN,
  remoteTokenKeys,
  TokenKeysUnavailable,
  verifyAccessToken,
  type TokenKeys,
} from './auth/access-token';
export { ClockRepository } from './clock/clock.repository';
export { bootstrapService, createServiceApp, type ServiceOptions } from './bootstrap';
export {
  keysPublishedByAuth,
  serviceEnv,
  tokenKeysEnv,
  wantsDemoData,
  type CoreEnv,
  type ServicePorts,
} from './config';
export {
  forgetPrintPool,
  forgetRedis,
  mailsFailed,
  mailsQueued,
  mailsSent,
  watchPrintPool,
  watchRedis,
} from './observability/metrics';
export { CoreModule } from './core.module';
export { PG_POOL } from './database/database';
export { searchCondition, selectPage, type Page, type PageQuery } from './database/page';
export {
  insertValues,
  onUniqueViolation,
  quoteIdentifier,
  readSql,
  toColumns,
  UNIQUE_VIOLATION,
  updateSet,
  type ColumnValues,
  type Queryable,
  type SqlParts,
} from './database/sql';
export { inTransaction } from './database/transaction';
export { SERVICE_ROLES, serviceDatabaseUrl, setUpServiceRoles } from './database/roles';
export { composeMail, escapeHtml, fill, type MailBody, type MailContent } from './mail/layout';
export { MAIL_CONFIG, mailEnv, type MailConfig, type MailEnv, type OutboxSettings } from './mail/mail.config';
export { MailModule } from './mail/mail.module';
export { MailRepository, type OutgoingMail } from './mail/mail.repository';
export { MailOutbox, MailOutboxWorker, outboxTable, retryDelayMs } from './mail/outbox';
export { migrate, readMigrations, resetDemoData, type MigrateOptions, type MigrationRun } from './database/migrator';
export { AppException, errorBody, isErrorBody } from './http/app.exception';
export { parseId, ParseIdPipe, PathIds } from './http/parse-id.pipe';
export { buildOpenApiDocument, OPENAPI_PATH } from './http/openapi';
export { listRoutes, type RouteInfo } from './http/routes';
export { toWire } from './http/error.filter';
export { firstFailure, tooLong, type ValidationFailure } from './http/validation';
export { ENV, type CoreOptions } from './tokens';
export {
  DEFAULT_PAGE_SIZE,
  ListQueryDto,
  MAX_PAGE_SIZE,
  planList,
  TIMESTAMP_SORTS,
  type ListPlan,
  type ListSearch,
} from './http/list-query';
export { rateLimitClient } from './rate-limit/client-address';
export { RateLimited, RateLimitGuard } from './rate-limit/rate-limit.guard';
export {
  ACCOUNT_CALLS_PER_HOUR,
  PER_ACCOUNT,
  PER_ADDRESS,
  PerAddressLimit,
  RateLimitModule,
  type RateLimitSettings,
} from './rate-limit/rate-limit.options';
