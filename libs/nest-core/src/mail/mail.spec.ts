import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger, Module } from '@nestjs/common';
import { ConfigError, parseEnv } from '@carta/contracts';
import { createServiceApp } from '../bootstrap';
import { keysPublishedByAuth, serviceEnv, tokenKeysEnv } from '../config';
import { CoreModule } from '../core.module';
import { mailsSent } from '../observability/metrics';
import { composeMail } from './layout';
import { mailConfig, mailEnv } from './mail.config';
import { MailRepository } from './mail.repository';
import { retryDelayMs } from './outbox';

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

describe('retryDelayMs', () => {
  it('doubles the wait after each failed attempt', () => {
    expect([1, 2, 3, 4, 10].map((attempts) => retryDelayMs(attempts, 10_000))).toEqual([
      10_000, 20_000, 40_000, 80_000, 5_120_000,
    ]);
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

/** Mails the server (or the development outbox) took, so far. */
const sentCount = async () => (await mailsSent.get()).values[0]?.value ?? 0;

describe('MailRepository', () => {
  beforeAll(() => Logger.overrideLogger(false));
  const outboxDir = mkdtempSync(join(tmpdir(), 'carta-outbox-'));
  afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));
  const config = {
    publicUrl: 'http://localhost:8080',
    mailFrom: 'X <x@x.example>',
    outboxDir,
    outbox: { pollMs: 1000, retryBaseMs: 1000, maxAttempts: 3 },
  };

  it('without SMTP_URL keeps each mail as JSON in the outbox', async () => {
    const repository = new MailRepository({ ...config, smtpUrl: null });
    const sentBefore = await sentCount();
    await repository.send({ to: 'a@b.example', subject: 'S', text: 'T', html: '<p>H</p>' });
    expect(await sentCount()).toBe(sentBefore + 1);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(outboxDir, files[0]), 'utf8'))).toEqual({
      to: ['a@b.example'],
      subject: 'S',
      text: 'T',
      html: '<p>H</p>',
    });
  });

  it('a send that fails reaches the caller (the outbox worker retries it)', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const repository = new MailRepository({ ...config, smtpUrl: 'smtp://127.0.0.1:1' });
    await expect(repository.send({ to: 'a@b.example', subject: 'S', text: 'T', html: 'H' })).rejects.toThrow();
    repository.onApplicationShutdown();
  });
});
