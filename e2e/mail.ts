import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E } from './env';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Every mail to `address` the test SMTP server has caught so far, oldest first; poll it to wait for one. */
export function mailsTo(address: string): CaughtMail[] {
  return readdirSync(E2E.mailDir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(E2E.mailDir, file), 'utf8')) as CaughtMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for the newest mail to `address` with a /app/{path}/ link and returns that link. */
export async function linkFromMail(address: string, path: 'verify' | 'reset'): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+/app/${path}/[\\w-]+`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = mailsTo(address)
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
