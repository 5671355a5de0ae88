import { once } from "node:events";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { benchPath, deliveryBody, deliveryHeadersFor, type ServerKind } from "./middleware-delivery.js";
import type { Row } from "./report.js";

interface Throughput {
  /** Deliveries answered 200 per wall-clock second. */
  perSecond: number;
  /** Deliveries per second the server thread was busy: its cost, whatever the load generator manages. */
  perBusySecond: number;
}

/** One bounded autocannon run against one middleware in a worker thread of its own. */
async function throughput(kind: ServerKind, seconds: number): Promise<Throughput> {
  const worker = new Worker(new URL("./middleware-server.js", import.meta.url), { workerData: { kind } });
  try {
    const [port] = (await once(worker, "message")) as [number];
    const idle = worker.performance.eventLoopUtilization();
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${benchPath}`,
      method: "POST",
      headers: deliveryHeadersFor(kind),
      body: deliveryBody,
      connections: 10,
      duration: seconds,
    });
    const busy = worker.performance.eventLoopUtilization(idle);
    if (result.non2xx > 0 || result.errors > 0 || result["2xx"] === 0) {
      throw new Error(`${kind} middleware failed deliveries: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    return { perSecond: result.requests.average, perBusySecond: result["2xx"] / (busy.active / 1000) };
  } finally {
    await worker.terminate();
  }
}

/** Middleware deliveries, ours against the peer, in alternating bounded runs (best of each). */
export async function benchMiddleware({ rounds = 3, seconds = 3 } = {}): Promise<Row[]> {
  await throughput("ours", 1);
  await throughput("peer", 1);
  const best = { ours: { perSecond: 0, perBusySecond: 0 }, peer: { perSecond: 0, perBusySecond: 0 } };
  for (let round = 0; round < rounds; round += 1) {
    for (const kind of round % 2 === 0 ? (["ours", "peer"] as const) : (["peer", "ours"] as const)) {
      const measured = await throughput(kind, seconds);
      best[kind].perSecond = Math.max(best[kind].perSecond, measured.perSecond);
      best[kind].perBusySecond = Math.max(best[kind].perBusySecond, measured.perBusySecond);
    }
  }
  const peer = "@octokit/webhooks";
  return [
    {
      case: "deliveries/s (1 KiB body)",
      ours: best.ours.perSecond,
      other: best.peer.perSecond,
      otherLabel: peer,
      target: 1.2,
    },
    {
      case: "deliveries per busy server second",
      ours: best.ours.perBusySecond,
      other: best.peer.perBusySecond,
      otherLabel: peer,
    },
  ];
}
