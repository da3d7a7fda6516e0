// main's first import: tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) must start before http and pg are loaded.
import { startTracing } from '@carta/nest-core/tracing';

startTracing('gateway');
