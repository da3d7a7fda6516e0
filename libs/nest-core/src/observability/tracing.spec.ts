import { startTracing, traceLogFields, tracingStarted, wantsTracing } from './tracing';

describe('tracing', () => {
  it('is wanted only with an OTLP endpoint, and not when the SDK is disabled', () => {
    expect(wantsTracing({})).toBe(false);
    expect(wantsTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(wantsTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(wantsTracing({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(wantsTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'TRUE' })).toBe(
      false,
    );
    expect(wantsTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' })).toBe(
      false,
    );
  });

  it('unset, starts nothing and adds nothing to the log lines', () => {
    startTracing('svc', {});
    expect(tracingStarted()).toBe(false);
    expect(traceLogFields()).toBeUndefined();
  });
});
