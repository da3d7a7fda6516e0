import { readFileSync } from 'node:fs';
import { totalmem } from 'node:os';

/**
 * What one open stream costs: 14 KB of the gateway's resident memory (measured with 4,000 streams,
 * bench/guest-live.mjs) and the kernel's socket (about 4 KB: the container's memory limit counts it too), rounded up.
 */
export const STREAM_BYTES = 20 * 1024;

export interface ProcessLimits {
  /** The soft limit on open files (each stream is one socket); null: not known (no /proc). */
  openFiles: number | null;
  /** The container's memory limit, or the machine's memory without one. */
  memoryBytes: number;
}

/** This process's limits, read once at start. */
export function processLimits(): ProcessLimits {
  let openFiles: number | null = null;
  try {
    const soft = /^Max open files\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
    if (soft) openFiles = soft === 'unlimited' ? Infinity : Number(soft);
  } catch {
    // Not Linux: the memory alone bounds the streams.
  }
  // Without a cgroup limit Node reports 0 or 2^64: the machine's memory is the bound then.
  const constrained = process.constrainedMemory?.() ?? 0;
  const memoryBytes = constrained > 0 && constrained < totalmem() ? constrained : totalmem();
  return { openFiles, memoryBytes };
}

/**
 * Streams one gateway may hold: half its open files (the other half serves every other request: guests' and owners'
 * connections, those to the services and Redis, the files it sends) and a quarter of its memory (the rest holds the
 * process itself, about 100 MB, the guest cache's 64 MB of bodies and their compressed copies, and requests in flight).
 * Beyond it a page gets 503 and keeps what it shows, while /readyz, logins and every guest read still answer.
 */
export function streamsWithin({ openFiles, memoryBytes }: ProcessLimits): number {
  const byFiles = openFiles === null ? Infinity : openFiles / 2;
  return Math.floor(Math.min(byFiles, memoryBytes / 4 / STREAM_BYTES));
}
