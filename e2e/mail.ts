import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E } from './env';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits for the newest mail to `address` caught by the test SMTP server and returns its first /app/ link. */
export async function linkFromMail(address: string, path: 'verify' | 'reset'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readdirSync(E2E.mailDir)
          .sort()
          .map((file) => JSON.parse(readFileSync(join(E2E.mailDir, file), 'utf8')) as CaughtMail)
          .filter((mail) => mail.to.includes(address.toLowerCase()));
        const pattern = new RegExp(`https?://[^\\s"<>]+/app/${path}/[\\w-]+`);
        link = mails
          .map((mail) => pattern.exec(mail.text)?.[0])
          .filter(Boolean)
          .pop();
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}
