import { createServer, type AddressInfo } from 'node:net';
import { Client } from 'pg';
import { createServiceApp } from '@carta/nest-core';
import { startMailCatcher, type MailCatcher } from '../../../tools/jest/mail-catcher';
import { startServiceForTest, type ServiceUnderTest } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { createRestaurant } from './fixtures';

/** A loopback port nothing listens on (yet): the SMTP server is down. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  for (let waited = 0; ; waited += 50) {
    const value = await read();
    if (done(value) || waited > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface OutboxRow {
  status: string;
  attempts: number;
  lastError: string | null;
}

const rows = (svc: ServiceUnderTest) =>
  svc.db
    .query<OutboxRow>('SELECT status, attempts, last_error AS "lastError" FROM restaurants_mail_outbox ORDER BY id')
    .then((result) => result.rows);

describe('restaurants: the mail outbox', () => {
  let svc: ServiceUnderTest;
  let mail: MailCatcher | undefined;
  let smtpPort: number;

  beforeAll(async () => {
    smtpPort = await freePort();
    svc = await startServiceForTest(AppModule, {
      name: 'restaurants',
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_BASE_MS: '200', MAIL_MAX_ATTEMPTS: '30' },
    });
  });
  afterAll(async () => {
    await svc.close();
    await mail?.close();
  });

  it('keeps a mail pending while SMTP is down (attempts counted), sends it once when SMTP is back', async () => {
    const owner = await svc.createUser();
    const restaurant = await createRestaurant(svc, owner.token);
    const res = await svc.request(`/restaurants/${restaurant._id}/contact`, {
      token: owner.token,
      body: { name: 'Ana', message: 'Hola' },
    });
    expect(res.status).toBe(201);
    // One mail per admin (the demo admin), queued with the message.
    const failing = await until(
      () => rows(svc),
      (list) => list.length > 0 && list.every((row) => row.attempts >= 2),
    );
    expect(failing.length).toBeGreaterThan(0);
    for (const row of failing) {
      expect(row).toMatchObject({ status: 'pending' });
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.lastError).toMatch(/ECONNREFUSED/);
    }
    mail = await startMailCatcher(smtpPort);
    const sent = await until(
      () => rows(svc),
      (list) => list.every((row) => row.status === 'sent'),
    );
    expect(sent.every((row) => row.status === 'sent')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mail.mails).toHaveLength(failing.length);
    expect(mail.mails.every((sentMail) => sentMail.subject.includes('Casa Pepe'))).toBe(true);
    mail.mails.length = 0;
  });

  it('a mail whose sender died mid-send (its lock gone with its connection) is sent by the next worker', async () => {
    const dead = new Client({ connectionString: process.env.DATABASE_URL });
    await dead.connect();
    dead.on('error', () => undefined);
    await dead.query('BEGIN');
    const { rows: queued } = await dead.query<{ id: string }>(
      `INSERT INTO restaurants_mail_outbox (mail) VALUES ($1) RETURNING id`,
      [{ to: 'late@test.example', subject: 'Left behind', text: 'T', html: '<p>T</p>' }],
    );
    await dead.query('COMMIT');
    // The dying process had locked it to send it: no other worker may take it meanwhile.
    await dead.query('BEGIN');
    await dead.query('SELECT 1 FROM restaurants_mail_outbox WHERE id = $1 FOR UPDATE', [queued[0].id]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(mail!.mails).toEqual([]);
    // kill -9: PostgreSQL ends its transaction with its connection; the row is pending again.
    await svc.db.query('SELECT pg_terminate_backend($1)', [(dead as unknown as { processID: number }).processID]);
    const sent = await mail!.next('late@test.example');
    expect(sent.subject).toBe('Left behind');
  });

  it('two replicas send each mail once (FOR UPDATE SKIP LOCKED)', async () => {
    const second = await createServiceApp(AppModule);
    await second.init();
    try {
      const subjects = Array.from({ length: 30 }, (_, i) => `Mail ${i}`);
      await svc.db.query(
        `INSERT INTO restaurants_mail_outbox (mail)
         SELECT jsonb_build_object('to', 'many@test.example', 'subject', s, 'text', 'T', 'html', 'H')
         FROM unnest($1::text[]) AS s`,
        [subjects],
      );
      await svc.db.query(`SELECT pg_notify('restaurants_mail_outbox', '30')`);
      await until(
        async () => mail!.mails.length,
        (count) => count >= subjects.length,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mail!.mails.map((sent) => sent.subject).sort()).toEqual([...subjects].sort());
    } finally {
      await second.close();
    }
  });

  it('gives a mail up after MAIL_MAX_ATTEMPTS and keeps it as failed', async () => {
    await svc.restart({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, MAIL_MAX_ATTEMPTS: '2' });
    await svc.db.query(`INSERT INTO restaurants_mail_outbox (mail) VALUES ($1)`, [
      { to: 'never@test.example', subject: 'Never', text: 'T', html: 'H' },
    ]);
    const failed = await until(
      () =>
        svc.db
          .query<OutboxRow>(
            `SELECT status, attempts, last_error AS "lastError" FROM restaurants_mail_outbox
             WHERE mail->>'to' = 'never@test.example'`,
          )
          .then((result) => result.rows[0]),
      (row) => row.status === 'failed',
    );
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
  });
});
