import { readFileSync } from 'node:fs';
import { Injectable } from '@nestjs/common';

/**
 * The time, behind a provider so rules that depend on it (menu availability, lockouts, link expiry) are tested at
 * any instant.
 * Test-only: with `CARTA_CLOCK_FILE` set (by the end-to-end stack), an ISO instant in that file is "now"; the file
 * is read on every call so a test moves the server's clock by rewriting it. No file: the real time.
 */
@Injectable()
export class ClockRepository {
  private readonly file: string | undefined;

  constructor() {
    const file = process.env.CARTA_CLOCK_FILE?.trim();
    if (file && process.env.NODE_ENV === 'production') {
      throw new Error('CARTA_CLOCK_FILE is for tests only and must not be set in production');
    }
    this.file = file || undefined;
  }

  now(): Date {
    const text = this.file && readInstant(this.file);
    if (!text) return new Date();
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime())) throw new Error(`CARTA_CLOCK_FILE ${this.file} holds no ISO instant`);
    return instant;
  }
}

function readInstant(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
