import { SERVICES, type ServiceName } from '@carta/contracts';

/** How often each replica's readiness is asked, when a service has more than one. */
const CHECK_EVERY_MS = 1_000;

const CLOSED = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const IDEMPOTENT = new Set(['GET', 'HEAD']);
/** Nothing reached the service: no connection was made, or undici would not send the request. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_NOT_SUPPORTED',
  'UND_ERR_INVALID_ARG',
]);

/** A connection's own headers (RFC 9110 §7.6.1), never passed on, either way. */
export const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let cause = error as { code?: string; cause?: unknown } | undefined; cause; cause = cause.cause as never) {
    if (cause.code) codes.push(cause.code);
  }
  return codes;
}

/**
 * Whether a call that failed upstream may go to another replica: refused (nothing was sent), whatever its method; a
 * connection closed under it (a replica closing its keep-alive connections as it stops), only a read.
 */
export function mayResend(error: unknown, method: string): boolean {
  for (const code of codesOf(error)) {
    if (code === 'ECONNREFUSED') return true;
    if (CLOSED.has(code)) return IDEMPOTENT.has(method);
  }
  return false;
}

/** Whether a call that failed may have reached the service (and a write been made, its answer lost). */
export function mayHaveArrived(error: unknown): boolean {
  return !codesOf(error).some((code) => NOT_SENT.has(code));
}

/**
 * Each service's replicas (`RESTAURANTS_URL=http://a:3002,http://b:3002`): the next one in turn that is in rotation.
 * A replica leaves the rotation when its /readyz fails (draining after SIGTERM, no database) or it refused a
 * connection, and comes back when its /readyz answers 200. With every replica out, all are tried: something may
 * answer (a last good copy, a clear error). One URL (a Kubernetes Service in front of the pods) is used as it is.
 */
export class Upstreams {
  private readonly out = new Set<string>();
  private readonly turn = new Map<ServiceName, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(readonly urls: Record<ServiceName, readonly string[]>) {}

  /** The replica for the next call; `tried`: the ones that refused it already. */
  pick(service: ServiceName, tried: readonly string[] = []): string | undefined {
    const untried = this.urls[service].filter((url) => !tried.includes(url));
    const candidates = untried.filter((url) => !this.out.has(url));
    const from = candidates.length ? candidates : untried;
    if (!from.length) return undefined;
    const next = (this.turn.get(service) ?? 0) + 1;
    this.turn.set(service, next);
    return from[next % from.length];
  }

  /** The first replica: where the key set is read (every auth replica publishes the same). */
  first(service: ServiceName): string {
    return this.urls[service][0];
  }

  refused(url: string): void {
    this.out.add(url);
  }

  /** Starts the readiness checks (only services with several replicas need them). */
  start(): void {
    const replicated = SERVICES.flatMap((service) => (this.urls[service].length > 1 ? this.urls[service] : []));
    if (!replicated.length) return;
    const check = async () => {
      await Promise.all(
        replicated.map(async (url) => ((await this.ready(url)) ? this.out.delete(url) : this.out.add(url))),
      );
      if (this.timer) this.timer = setTimeout(() => void check(), CHECK_EVERY_MS).unref();
    };
    this.timer = setTimeout(() => void check(), 0).unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Whether a replica answers its own /readyz with 200. */
  async ready(url: string): Promise<boolean> {
    try {
      return (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1_000) })).ok;
    } catch {
      return false;
    }
  }
}
