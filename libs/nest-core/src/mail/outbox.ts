import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Client, type Pool, type PoolClient } from 'pg';
import type { CoreEnv } from '../config';
import { PG_POOL } from '../database/database';
import type { Queryable } from '../database/sql';
import { inTransaction } from '../database/transaction';
import { CORE_OPTIONS, ENV, type CoreOptions } from '../tokens';
import { MAIL_CONFIG, type MailConfig, type OutboxSettings } from './mail.config';
import { MailRepository, type OutgoingMail } from './mail.repository';
import { mailsFailed, mailsQueued } from '../observability/metrics';

/** The service's outbox table, created by its own migration: `<service>_mail_outbox` (auth 300, restaurants 310). */
export const outboxTable = (service: string): string => {
  if (!/^[a-z][a-z0-9_]*$/.test(service)) throw new Error(`invalid service name for the outbox: ${service}`);
  return `${service}_mail_outbox`;
};

/** Wait before the attempt after `attempts` failed ones: base, 2×base, 4×base… */
export const retryDelayMs = (attempts: number, baseMs: number): number => baseMs * 2 ** Math.max(0, attempts - 1);

/** What may wait for a send under way when the process stops; past it the row stays pending for the next process. */
const STOP_WAIT_MS = 3_000;
const LISTEN_RETRY_MS = 1_000;
const SENT_KEPT = '7 days';
const PURGE_EVERY_MS = 60 * 60_000;

/**
 * Queues mails in the caller's transaction: they go out only if it commits, and nothing is lost when the process
 * stops. The commit wakes every replica's worker (NOTIFY is delivered at commit).
 */
@Injectable()
export class MailOutbox {
  private readonly logger = new Logger('MailOutbox');
  private readonly table: string;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CORE_OPTIONS) options: CoreOptions,
  ) {
    this.table = outboxTable(options.name);
  }

  /** Runs `change` and queues the mails it causes in one transaction: both happen, or neither. */
  async withMails<T>(
    change: (db: PoolClient) => Promise<T>,
    mails: (result: T, db: PoolClient) => OutgoingMail[] | Promise<OutgoingMail[]>,
  ): Promise<T> {
    return inTransaction(this.pool, async (db) => {
      const result = await change(db);
      await this.enqueue(db, ...(await mails(result, db)));
      return result;
    });
  }

  /** Mails that are the change themselves (nothing else is stored): queued in their own statement. */
  queue(...mails: OutgoingMail[]): Promise<void> {
    return this.enqueue(this.pool, ...mails);
  }

  /** `db`: the transaction's client of the change that causes the mails (or the pool when the mails are the change). */
  async enqueue(db: Queryable, ...mails: OutgoingMail[]): Promise<void> {
    if (!mails.length) return;
    await db.query(`INSERT INTO ${this.table} (mail) SELECT * FROM unnest($1::jsonb[])`, [
      mails.map((mail) => JSON.stringify(mail)),
    ]);
    await db.query('SELECT pg_notify($1, $2)', [this.table, String(mails.length)]);
    mailsQueued.inc(mails.length);
    for (const mail of mails) this.logger.debug({ msg: 'mail queued', to: mail.to, subject: mail.subject });
  }
}

interface OutboxRow {
  id: string;
  mail: OutgoingMail;
  attempts: number;
}

/**
 * Sends the outbox's due mails, one row per transaction, locked FOR UPDATE SKIP LOCKED while it is sent: however many
 * replicas run, each mail is sent by one. A failure is retried after retryDelayMs, up to maxAttempts, then the row is
 * 'failed' (kept). Woken by LISTEN on the table's channel, and by a poll every pollMs in case a notice was missed
 * (a reconnect, a PostgreSQL restart).
 */
@Injectable()
export class MailOutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailOutbox');
  private readonly table: string;
  private readonly settings: OutboxSettings;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private wakeAgain = false;
  private stopped = false;
  private listener: Client | null = null;
  private lastPurge = 0;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(ENV) private readonly env: CoreEnv,
    @Inject(CORE_OPTIONS) options: CoreOptions,
    @Inject(MAIL_CONFIG) config: MailConfig,
    private readonly transport: MailRepository,
  ) {
    this.table = outboxTable(options.name);
    this.settings = config.outbox;
  }

  onApplicationBootstrap(): void {
    void this.listen();
    this.wake();
  }

  /** Runs a pass now (or right after the one under way). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.pass().finally(() => {
      this.running = null;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.wake();
      } else if (!this.stopped) {
        this.timer = setTimeout(() => this.wake(), this.settings.pollMs);
      }
    });
  }

  /** Before the pool closes (onModuleDestroy runs before every shutdown hook): no new pass, the one under way ends. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    if (this.running) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([this.running, new Promise((resolve) => (timeout = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(timeout);
    }
  }

  private async pass(): Promise<void> {
    try {
      while (!this.stopped && (await this.sendOne()));
      await this.purgeSent();
    } catch (error) {
      this.logger.warn({ msg: 'outbox unreachable, will try again', err: (error as Error).message });
    }
  }

  /** Sends the next due mail; false when none is due. */
  private sendOne(): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<OutboxRow>(
        `SELECT id, mail, attempts FROM ${this.table}
         WHERE status = 'pending' AND next_attempt_at <= now()
         ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      const row = rows[0];
      if (row) await this.attempt(client, row);
      return Boolean(row);
    });
  }

  /** The one place where a mail is sent, retried or given up (metrics: a mail given up counts as failed here; sent, where the transport takes it). */
  private async attempt(client: Queryable, row: OutboxRow): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      await this.transport.send(row.mail);
    } catch (error) {
      const failed = attempts >= this.settings.maxAttempts;
      if (failed) mailsFailed.inc();
      const message = error instanceof Error ? error.message : String(error);
      await client.query(
        `UPDATE ${this.table} SET attempts = $2, status = $3, last_error = $4,
           next_attempt_at = now() + $5 * interval '1 millisecond' WHERE id = $1`,
        [row.id, attempts, failed ? 'failed' : 'pending', message, retryDelayMs(attempts, this.settings.retryBaseMs)],
      );
      this.logger[failed ? 'error' : 'warn']({
        msg: failed ? 'mail not sent, giving up (kept as failed)' : 'mail not sent, will retry',
        outboxId: row.id,
        to: row.mail.to,
        subject: row.mail.subject,
        attempt: attempts,
        err: message,
      });
      return;
    }
    await client.query(
      `UPDATE ${this.table} SET attempts = $2, status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`,
      [row.id, attempts],
    );
    this.logger.log({
      msg: 'mail sent',
      outboxId: row.id,
      to: row.mail.to,
      subject: row.mail.subject,
      attempt: attempts,
    });
  }

  private async purgeSent(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await this.pool.query(
      `DELETE FROM ${this.table} WHERE status = 'sent' AND sent_at < now() - interval '${SENT_KEPT}'`,
    );
  }

  /** A connection of its own that LISTENs on the table's channel; reconnects while the process runs. */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.env.DATABASE_URL });
    let retried = false;
    const retry = () => {
      if (retried) return;
      retried = true;
      if (this.listener === client) this.listener = null;
      void client.end().catch(() => undefined);
      if (!this.stopped) setTimeout(() => void this.listen(), LISTEN_RETRY_MS).unref();
    };
    client.on('notification', () => this.wake());
    client.on('error', retry);
    client.on('end', retry);
    try {
      await client.connect();
      await client.query(`LISTEN ${this.table}`);
      if (this.stopped) return void (await client.end());
      this.listener = client;
      // What was queued while no one listened.
      this.wake();
    } catch {
      retry();
    }
  }
}
