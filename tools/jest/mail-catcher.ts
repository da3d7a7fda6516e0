// A real SMTP server for tests: services send to SMTP_URL, tests read the parsed mails.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailCatcher {
  smtpUrl: string;
  mails: CaughtMail[];
  /** How long the server holds each mail before accepting it (a slow SMTP relay); 0 by default. */
  delayMs: number;
  /** The next mail to `to` (waits up to 5 s), removed from the list. */
  next(to: string): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** `port`: a fixed one (a test that starts the service before its SMTP server); 0 by default. */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  let delayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://127.0.0.1:${listening}`,
    mails,
    get delayMs() {
      return delayMs;
    },
    set delayMs(ms: number) {
      delayMs = ms;
    },
    async next(to) {
      for (let waited = 0; waited < 5000; waited += 20) {
        const index = mails.findIndex((mail) => mail.to.includes(to.toLowerCase()));
        if (index >= 0) return mails.splice(index, 1)[0];
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The id at the end of a `/app/verify/{id}` or `/app/reset/{id}` link in the mail's text. */
export function linkId(mail: CaughtMail, kind: 'verify' | 'reset'): { url: string; id: string } {
  const match = new RegExp(`(https?://\\S+/app/${kind}/([\\w-]+))`).exec(mail.text);
  if (!match) throw new Error(`no ${kind} link in: ${mail.text}`);
  return { url: match[1], id: match[2] };
}
