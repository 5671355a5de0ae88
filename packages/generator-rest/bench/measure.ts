import autocannon from "autocannon";

export interface Measured {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  /** Requests that got no answer in autocannon's 10 s (a busy machine, argon2 hashing). */
  timeouts: number;
  /** The server's CPU time per answered request: on a shared machine, steadier than requests per second. */
  cpuUsPerRequest: number;
}

export interface Load {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  seconds: number;
  connections: number;
  /** The CPU time the serving process has used, in milliseconds. */
  cpuMs?: () => number;
}

/** Drives one endpoint with autocannon for a bounded time, after one second of warm-up. */
export async function measure(load: Load): Promise<Measured> {
  const run = (seconds: number) =>
    autocannon({
      url: load.url,
      method: load.method ?? "GET",
      headers: load.headers,
      body: load.body,
      duration: seconds,
      connections: load.connections,
    });
  await run(1);
  const cpuBefore = load.cpuMs?.() ?? Number.NaN;
  const result = await run(load.seconds);
  const cpuUsPerRequest = (((load.cpuMs?.() ?? Number.NaN) - cpuBefore) * 1000) / result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    timeouts: result.errors,
    cpuUsPerRequest,
  };
}
