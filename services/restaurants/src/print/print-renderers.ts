import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import { AppException, ENV, forgetPrintPool, watchPrintPool } from '@carta/nest-core';
import type { RestaurantsEnv } from '../config';
import type { PrintJob } from './render.worker';

/** PDFs rendered at once: one per core but the one the requests run on, at least one, at most two. */
export const RENDER_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** PDFs waiting for a thread; one more is refused at once (503 PRINT_BUSY) rather than left to time out. */
export const RENDER_QUEUE = 4;
/** What a refusal's Retry-After says, in seconds. */
export const RENDER_RETRY_AFTER_SECONDS = 5;

/** Built, the thread runs the compiled JS beside this file; from sources (Jest) it compiles them as run-ts does. */
const EXTENSION = extname(__filename);
const RUN_TS = join(__dirname, '../../../../tools/jest/run-ts.cjs');

/**
 * The print kit's renderers: pdfkit runs on worker threads (piscina), never on the thread that answers requests, so a
 * long PDF delays nobody else's call. A render gets plain data and gives the PDF's bytes. Bounded: RENDER_THREADS at
 * once, RENDER_QUEUE waiting, one per account at a time (a second while the first renders: 429); each one stopped
 * (its thread terminated) when its client goes or PRINT_DEADLINE_MS after it was asked for (503 PRINT_BUSY).
 */
@Injectable()
export class PrintRenderers implements OnApplicationShutdown {
  private readonly pool = new Piscina<PrintJob, Uint8Array>({
    filename: join(__dirname, `render.worker${EXTENSION}`),
    maxThreads: RENDER_THREADS,
    // No thread until a PDF is asked for; one stays a minute after its last (its fonts parsed) for the next.
    minThreads: 0,
    idleTimeout: 60_000,
    // Below the requests' thread: on a busy machine the system runs a request before a render.
    niceIncrement: 10,
    ...(EXTENSION === '.ts' ? { execArgv: ['--require', RUN_TS] } : {}),
  });
  /** Renders running or waiting. */
  private pending = 0;
  /** The accounts with a render running or waiting. */
  private readonly accounts = new Set<string>();

  constructor(@Inject(ENV) private readonly env: Pick<RestaurantsEnv, 'PRINT_DEADLINE_MS'>) {
    watchPrintPool({
      threads: () => this.pool.threads.length,
      waiting: () => this.pool.queueSize,
      running: () => this.pending - this.pool.queueSize,
    });
  }

  /** The PDF of `job` for `account`; `clientGone` stops it. */
  async render(account: string, job: PrintJob, clientGone: AbortSignal): Promise<Buffer> {
    if (this.accounts.has(account)) throw new AppException('TOO_MANY_REQUESTS', {}, RENDER_RETRY_AFTER_SECONDS);
    if (this.pending >= RENDER_THREADS + RENDER_QUEUE) {
      throw new AppException('PRINT_BUSY', {}, RENDER_RETRY_AFTER_SECONDS);
    }
    const stop = new AbortController();
    const abort = () => stop.abort();
    clientGone.addEventListener('abort', abort);
    // A client gone while its menu was still being read: its 'abort' has fired already and would never reach us.
    if (clientGone.aborted) abort();
    const deadline = setTimeout(abort, this.env.PRINT_DEADLINE_MS);
    this.pending++;
    this.accounts.add(account);
    try {
      // Aborted, piscina terminates the thread running it (or takes it out of the queue) and rejects at once.
      const pdf = await this.pool.run(job, { signal: stop.signal });
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } catch (error) {
      if (stop.signal.aborted) throw new AppException('PRINT_BUSY', {}, RENDER_RETRY_AFTER_SECONDS);
      throw error;
    } finally {
      clearTimeout(deadline);
      clientGone.removeEventListener('abort', abort);
      this.pending--;
      this.accounts.delete(account);
    }
  }

  onApplicationShutdown(): Promise<void> {
    forgetPrintPool();
    return this.pool.destroy();
  }
}
