import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger, Module } from '@nestjs/common';
import { ConfigError, parseEnv } from '@carta/contracts';
import { createServiceApp } from '../bootstrap';
import { keysPublishedByAuth, serviceEnv, tokenKeysEnv } from '../config';
import { CoreModule } from '../core.module';
import { mailsFailed, mailsQueued, mailsSent } from '../observability/metrics';
import { composeMail } from './layout';
import { mailConfig, mailEnv } from './mail.config';
import { MailRepository } from './mail.repository';
import { withRetry } from './retry';

describe('mailEnv', () => {
  const env = serviceEnv({ port: 3001, metricsPort: 9461 }, mailEnv);
  const required = { DATABASE_URL: 'postgres://h/db' };
  const read = (vars: Record<string, string>) => mailConfig(parseEnv('svc', env, { ...required, ...vars }));

  it('refuses production without SMTP_URL', () => {
    expect(() => read({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => read({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: required in production \(mails must go out\)/);
    expect(read({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }).smtpUrl).toBe('smtp://mail:25');
  });

  it('defaults to the development outbox and the local web app', () => {
    const config = read({});
    expect(config).toMatchObject({
      smtpUrl: null,
      publicUrl: 'http://localhost:8080',
      mailFrom: 'CARTA ONLINE <no-reply@carta.localhost>',
    });
    expect(config.outboxDir).toMatch(/\.data\/outbox$/);
    expect(read({ PUBLIC_URL: 'https://carta.example/' }).publicUrl).toBe('https://carta.example');
  });

  it('checks both URLs, listing every problem', () => {
    expect(() => read({ SMTP_URL: 'mail', PUBLIC_URL: 'ftp://x' })).toThrow(
      /PUBLIC_URL: expected a URL starting with http:\/\/ or https:\/\/, got "ftp:\/\/x"\n.*SMTP_URL: expected a URL starting with smtp:\/\/ or smtps:\/\/$/,
    );
  });
});

describe('a service that sends mail', () => {
  it('does not start in production without SMTP_URL, with the other problems in the same message', async () => {
    const env = serviceEnv({ port: 3002, metricsPort: 9462 }, { ...mailEnv, ...tokenKeysEnv });
    @Module({
      imports: [CoreModule.forRoot({ name: 'svc', migrationsDir: tmpdir(), env, tokenKeys: keysPublishedByAuth })],
    })
    class MailingModule {}
    Object.assign(process.env, {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://h/db',
      PORT: 'x',
    });
    delete process.env.SMTP_URL;
    await expect(createServiceApp(MailingModule)).rejects.toThrow(ConfigError);
    await expect(createServiceApp(MailingModule)).rejects.toThrow(
      /PORT: expected an integer 1–65535, got "x"[\s\S]*SMTP_URL: required in production/,
    );
  });
});

describe('withRetry', () => {
  it('retries after each failure with the given waits, until it succeeds', async () => {
    const waits: number[] = [];
    const failures: Array<[number, boolean]> = [];
    let calls = 0;
    const outcome = await withRetry(
      async () => {
        if (++calls < 3) throw new Error(`down ${calls}`);
      },
      {
        delaysMs: [10, 20, 30],
        wait: async (ms) => waits.push(ms) > 0,
        onFailure: (_error, attempt, willRetry) => failures.push([attempt, willRetry]),
      },
    );
    expect(outcome).toBe('done');
    expect(calls).toBe(3);
    expect(waits).toEqual([10, 20]);
    expect(failures).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  it('gives up after the last retry, and stops when a wait is cancelled; never throws', async () => {
    const failing = () => Promise.reject(new Error('down'));
    const failures: boolean[] = [];
    const options = { delaysMs: [1, 1], onFailure: (_e: unknown, _a: number, retry: boolean) => failures.push(retry) };
    await expect(withRetry(failing, { ...options, wait: async () => true })).resolves.toBe('failed');
    expect(failures).toEqual([true, true, false]);
    failures.length = 0;
    await expect(withRetry(failing, { ...options, wait: async () => false })).resolves.toBe('cancelled');
    expect(failures).toEqual([true]);
  });
});

describe('composeMail', () => {
  const mail = composeMail({
    locale: 'en',
    subject: 'Hi',
    paragraphs: ['Hello <Ana>,', 'Two\nlines'],
    quote: 'first line\nsecond & <last>',
    action: { label: 'Open', url: 'https://carta.example/app/x?a=1&b=2' },
    note: 'Small print',
  });

  it('says the same in text and in HTML, escaping what was typed', () => {
    expect(mail.text).toBe(
      'Hello <Ana>,\n\nTwo\nlines\n\n> first line\n> second & <last>\n\nOpen: https://carta.example/app/x?a=1&b=2\n\nSmall print\n\nCARTA ONLINE',
    );
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain('<p>Hello &#60;Ana&#62;,</p>');
    expect(mail.html).toContain('<p>Two<br>lines</p>');
    expect(mail.html).toContain('first line<br>second &#38; &#60;last&#62;</blockquote>');
    expect(mail.html).toContain('href="https://carta.example/app/x?a=1&#38;b=2"');
    expect(mail.html).not.toContain('<Ana>');
  });

  it('leaves out what a mail does not have', () => {
    const bare = composeMail({ locale: 'es', subject: 'S', paragraphs: ['Hola'] });
    expect(bare.text).toBe('Hola\n\nCARTA ONLINE');
    expect(bare.html).not.toContain('<a ');
    expect(bare.html).not.toContain('blockquote');
  });
});

/** The mail counters now: queued, sent, failed. */
const mailCounts = async () =>
  Promise.all(
    [mailsQueued, mailsSent, mailsFailed].map(async (counter) => (await counter.get()).values[0]?.value ?? 0),
  );

describe('MailRepository', () => {
  beforeAll(() => Logger.overrideLogger(false));
  const outboxDir = mkdtempSync(join(tmpdir(), 'carta-outbox-'));
  afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));
  const config = { publicUrl: 'http://localhost:8080', mailFrom: 'X <x@x.example>', outboxDir };

  it('without SMTP_URL keeps each mail as JSON in the outbox', async () => {
    const repository = new MailRepository({ ...config, smtpUrl: null });
    const [queued, sent, failed] = await mailCounts();
    await expect(repository.sendLater({ to: 'a@b.example', subject: 'S', text: 'T', html: '<p>H</p>' })).resolves.toBe(
      true,
    );
    expect(await mailCounts()).toEqual([queued + 1, sent + 1, failed]);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(outboxDir, files[0]), 'utf8'))).toEqual({
      to: ['a@b.example'],
      subject: 'S',
      text: 'T',
      html: '<p>H</p>',
    });
  });

  it('send fails to the caller; sendLater does not, and shutdown ends its retries', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const repository = new MailRepository({ ...config, smtpUrl: 'smtp://127.0.0.1:1' });
    const mail = { to: 'a@b.example', subject: 'S', text: 'T', html: 'H' };
    const [queued, sent, failed] = await mailCounts();
    await expect(repository.send(mail)).rejects.toThrow();
    const later = repository.sendLater(mail);
    await repository.onApplicationShutdown();
    await expect(later).resolves.toBe(false);
    await expect(repository.sendLater(mail)).resolves.toBe(false);
    // Three mails handed over, none delivered, each given up once (not once per attempt).
    expect(await mailCounts()).toEqual([queued + 3, sent, failed + 3]);
  });
});
