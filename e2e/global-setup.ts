import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E } from './env';

/** A real SMTP server catching the product's mails as JSON files the tests read. */
async function startMailCatcher(): Promise<SMTPServer> {
  rmSync(E2E.mailDir, { recursive: true, force: true });
  mkdirSync(E2E.mailDir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const file = join(E2E.mailDir, `${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
          writeFileSync(file, JSON.stringify({ to, subject: mail.subject, text: mail.text, html: mail.html || '' }));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(E2E.smtpPort, '127.0.0.1', resolve));
  return server;
}

/** Starts e2e/stack.mjs in its own process (plain Node ESM) and waits for its "ready". */
function startStack(): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, [join(__dirname, 'stack.mjs'), JSON.stringify(E2E)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the e2e stack exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(stop);
    });
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const mail = await startMailCatcher();
  const stopStack = await startStack();
  return async () => {
    await stopStack();
    await new Promise<void>((resolve) => mail.close(() => resolve()));
  };
}
