import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (one registry per process, served at /api/metrics). Rates
 * (pages per second, scores per minute) are Prometheus' rate() over the counters.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** API request latency by method, route pattern and status. */
export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'API request latency in seconds',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

/** Scan pages waiting for recognition (pending) or being recognised (processing). */
export const scanQueueDepth = new Gauge({
  name: 'zy_scan_queue_depth',
  help: 'Scan pages waiting for or in recognition',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

/** Pages whose recognition result was applied, by outcome (recognised or failed). */
export const pagesRecognised = new Counter({
  name: 'zy_scan_pages_recognised_total',
  help: 'Scan pages recognised and applied',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** Marking scores recorded (a repeated submit counts once), by how they were given. */
export const markingScores = new Counter({
  name: 'zy_marking_scores_total',
  help: 'Marking scores recorded',
  labelNames: ['via'] as const,
  registers: [metricsRegistry],
});
