import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import autocannon from "autocannon";
import { benchPath, deliveryHeadersFor, type ServerKind } from "./middleware-delivery.js";
import { KiB, payloadOfSize } from "./payloads.js";
import type { Row } from "./report.js";

interface Throughput {
  /** Deliveries answered 200 per wall-clock second. */
  perSecond: number;
  /** Deliveries per CPU-second of the server process: the middleware's cost, whatever the load generator manages. */
  perCpuSecond: number;
}

async function ask<T>(child: ChildProcess, message?: string): Promise<T> {
  if (message !== undefined) child.send(message);
  const [answer] = (await once(child, "message")) as [T];
  return answer;
}

/** One bounded autocannon run against one middleware in a server process of its own. */
async function throughput(kind: ServerKind, body: string, seconds: number): Promise<Throughput> {
  const child = fork(new URL("./middleware-server.js", import.meta.url), [kind], { stdio: "inherit" });
  try {
    const port = await ask<number>(child);
    await ask(child, "start");
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${benchPath}`,
      method: "POST",
      headers: deliveryHeadersFor(body),
      body,
      connections: 10,
      duration: seconds,
    });
    const cpuMicros = await ask<number>(child, "stop");
    if (result.non2xx > 0 || result.errors > 0 || result["2xx"] === 0) {
      throw new Error(`${kind} middleware failed deliveries: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    return { perSecond: result.requests.average, perCpuSecond: result["2xx"] / (cpuMicros / 1_000_000) };
  } finally {
    child.kill();
  }
}

/** The best of alternating bounded runs of each middleware on one body size. */
async function bestOf(body: string, rounds: number, seconds: number): Promise<Record<ServerKind, Throughput>> {
  const best = { ours: { perSecond: 0, perCpuSecond: 0 }, peer: { perSecond: 0, perCpuSecond: 0 } };
  for (let round = 0; round < rounds; round += 1) {
    for (const kind of round % 2 === 0 ? (["ours", "peer"] as const) : (["peer", "ours"] as const)) {
      const measured = await throughput(kind, body, seconds);
      best[kind].perSecond = Math.max(best[kind].perSecond, measured.perSecond);
      best[kind].perCpuSecond = Math.max(best[kind].perCpuSecond, measured.perCpuSecond);
    }
  }
  return best;
}

/**
 * Middleware deliveries over loopback, ours against the peer, on 1 KiB and 25 KiB bodies: the
 * best of `rounds` alternating runs of each, so that a burst of other load on the machine during
 * one run decides neither side's figure.
 */
export async function benchMiddleware({ rounds = 5, seconds = 2 } = {}): Promise<Row[]> {
  const peer = "@octokit/webhooks";
  const rows: Row[] = [];
  for (const [label, size] of [
    ["1 KiB", KiB],
    ["25 KiB", 25 * KiB],
  ] as const) {
    const body = payloadOfSize(size);
    await throughput("ours", body, 1);
    await throughput("peer", body, 1);
    const { ours, peer: other } = await bestOf(body, rounds, seconds);
    rows.push(
      { case: `deliveries/s, ${label}`, ours: ours.perSecond, other: other.perSecond, otherLabel: peer, target: 1.2 },
      { case: `deliveries/server CPU-s, ${label}`, ours: ours.perCpuSecond, other: other.perCpuSecond, otherLabel: peer },
    );
  }
  return rows;
}
