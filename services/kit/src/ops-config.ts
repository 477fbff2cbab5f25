import { z } from 'zod';

const unsetWhenEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const url = (what: string) =>
  z.preprocess(
    unsetWhenEmpty,
    z
      .url({ protocol: /^https?$/, error: `must be an http:// or https:// URL (${what})` })
      .optional(),
  );

/** What every process (services and gateway) reads about its ops port and its traces. */
export const opsConfigShape = {
  /**
   * The ops HTTP port (/livez, /readyz, /metrics). Unset or empty: no ops server (`make dev`,
   * several replicas on one host); 0: a free port, logged; 9464 in Kubernetes.
   */
  OPS_PORT: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(65535).optional()),
  /** Where the ops port listens: loopback unless configured (0.0.0.0 in containers). */
  OPS_HOST: z.string().min(1).default('127.0.0.1'),
  /** OTLP/HTTP collector: traces go to `<endpoint>/v1/traces`; unset: tracing off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: url('the OTLP collector'),
  /** The traces URL itself, when it is not `<endpoint>/v1/traces`. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: url('the OTLP traces URL'),
  /** The `service.name` of this process's spans (default `rapport-<service>`). */
  OTEL_SERVICE_NAME: z.preprocess(unsetWhenEmpty, z.string().optional()),
};
