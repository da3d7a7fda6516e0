export interface RetryOptions {
  /** Wait before each retry; its length is the number of retries. */
  delaysMs: readonly number[];
  /** Resolves true after `ms`, or false when the wait was cancelled (shutdown): then no further attempt is made. */
  wait: (ms: number) => Promise<boolean>;
  onFailure: (error: unknown, attempt: number, willRetry: boolean) => void;
}

export type RetryOutcome = 'done' | 'failed' | 'cancelled';

/** Runs `attempt` until it succeeds, the retries run out or a wait is cancelled. Never throws. */
export async function withRetry(attempt: () => Promise<unknown>, options: RetryOptions): Promise<RetryOutcome> {
  for (let tried = 0; ; tried++) {
    try {
      await attempt();
      return 'done';
    } catch (error) {
      const delay = options.delaysMs[tried];
      options.onFailure(error, tried + 1, delay !== undefined);
      if (delay === undefined) return 'failed';
      if (!(await options.wait(delay))) return 'cancelled';
    }
  }
}
