import type { Served } from './guest-cache';

export interface UnknownAnswersLimits {
  /** How long an answer is served: short, for what no edit announces. */
  ttlMs: number;
  maxEntries: number;
  /** Bodies' bytes in all: a flood of distinct unknown pages (each a branded HTML page) stays this small. */
  maxBytes: number;
}

/**
 * Answers to addresses that show no restaurant (an unknown id, subdomain or menu: the service's 404s and empty lists,
 * the branded not-found pages): a least-recently-used map, bounded in entries and bytes, each served for a short
 * time. However many random addresses a flood asks for, it holds at most its bounds, and the same address asked again
 * within the time is answered without the service or a render.
 */
export class UnknownAnswers {
  private readonly answers = new Map<string, { served: Served; until: number }>();
  private bytes = 0;

  constructor(
    private readonly limits: UnknownAnswersLimits,
    private readonly now: () => number,
  ) {}

  get size(): number {
    return this.answers.size;
  }

  /** The answer kept for `key`, if still young; it becomes the most recently used. */
  get(key: string): Served | null {
    const kept = this.answers.get(key);
    if (!kept) return null;
    this.delete(key);
    if (this.now() >= kept.until) return null;
    this.answers.set(key, kept);
    this.bytes += kept.served.body.length;
    return kept.served;
  }

  set(key: string, served: Served): void {
    this.delete(key);
    if (served.body.length > this.limits.maxBytes) return;
    this.answers.set(key, { served, until: this.now() + this.limits.ttlMs });
    this.bytes += served.body.length;
    // Maps keep insertion order, and a read moves its entry last: the least recently used goes first.
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const kept = this.answers.get(key);
    if (!kept) return;
    this.answers.delete(key);
    this.bytes -= kept.served.body.length;
  }

  clear(): void {
    this.answers.clear();
    this.bytes = 0;
  }
}
