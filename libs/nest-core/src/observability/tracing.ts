// OpenTelemetry traces, only when an OTLP endpoint is set (the standard OTEL_* variables): W3C traceparent read from
// incoming requests, written on outgoing ones (node:http, fetch and undici), and PostgreSQL queries as child spans.
// Unset, nothing is loaded: the SDK is required here lazily, so a process without tracing pays neither its start-up
// nor any per-request cost. Imported first by each process's main (`import './tracing'`), before http or pg load:
// instrumentation patches modules as they are required.
/* eslint-disable @typescript-eslint/no-require-imports -- lazy on purpose, see above */
import type { Span } from '@opentelemetry/api';
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

let provider: NodeTracerProvider | null = null;
let activeSpan: (() => Span | undefined) | null = null;

/** Probes and scrapes would drown the traces. */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

/** Whether this environment asks for traces: an OTLP endpoint, and the SDK not disabled. */
export function wantsTracing(env: NodeJS.ProcessEnv): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return (
    Boolean(endpoint) && env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true' && env.OTEL_TRACES_EXPORTER !== 'none'
  );
}

/**
 * Starts tracing for `service` (OTEL_SERVICE_NAME, when set, wins) if the environment asks for it. Spans go out in
 * batches over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces; OTEL_TRACES_SAMPLER, OTEL_BSP_* and
 * OTEL_RESOURCE_ATTRIBUTES apply as the specification says.
 */
export function startTracing(service: string, env: NodeJS.ProcessEnv = process.env): void {
  if (provider || !wantsTracing(env)) return;
  const api = require('@opentelemetry/api') as typeof import('@opentelemetry/api');
  const { NodeTracerProvider, BatchSpanProcessor } =
    require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { detectResources, envDetector, resourceFromAttributes } =
    require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const { registerInstrumentations } =
    require('@opentelemetry/instrumentation') as typeof import('@opentelemetry/instrumentation');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  const { PgInstrumentation } =
    require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');

  provider = new NodeTracerProvider({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (the env detector) over the process's own name.
    resource: resourceFromAttributes({ 'service.name': service }).merge(detectResources({ detectors: [envDetector] })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The W3C trace context (and baggage) propagators, and async-hooks context: the SDK's defaults.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED.has((req.url ?? '').split('?')[0]) }),
      new UndiciInstrumentation(),
      // Queries outside a request (migrations, the scrape's database check) start no trace of their own.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  activeSpan = () => api.trace.getActiveSpan();
}

/** Whether spans are being made. */
export function tracingStarted(): boolean {
  return provider !== null;
}

/** Sends the spans still buffered and stops; before the process exits. */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  provider = null;
  activeSpan = null;
  await stopping?.shutdown().catch(() => undefined);
}

/** Names the current server span after its route template (`GET /restaurants/:id`); the instrumentation knows none. */
export function nameServerSpan(method: string, route: string): void {
  const span = activeSpan?.();
  if (!span) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute('http.route', route);
}

/**
 * pino's `mixin`: `trace_id` and `span_id` on every line logged inside a trace; undefined while tracing is off, so
 * a process without it adds nothing to its logging.
 */
export function traceLogFields(): (() => object) | undefined {
  if (!provider) return undefined;
  return () => {
    const context = activeSpan?.()?.spanContext();
    return context ? { trace_id: context.traceId, span_id: context.spanId } : {};
  };
}
