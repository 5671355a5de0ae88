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

/** One middleware behind node:http in a process of its own, kept for every run of a body size. */
interface Server {
  child: ChildProcess;
  port: number;
}

async function ask<T>(child: ChildProcess, message?: string): Promise<T> {
  if (message !== undefined) child.send(message);
  const [answer] = (await once(child, "message")) as [T];
  return answer;
}

async function startServer(kind: ServerKind): Promise<Server> {
  const child = fork(new URL("./middleware-server.js", import.meta.url), [kind], { stdio: "inherit" });
  return { child, port: await ask<number>(child) };
}

/** One bounded autocannon run against a running server; its CPU time is counted from start to stop. */
async function throughput(kind: ServerKind, { child, port }: Server, body: string, seconds: number): Promise<Throughput> {
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
  return { perSecond: result["2xx"] / (result.duration || seconds), perCpuSecond: result["2xx"] / (cpuMicros / 1_000_000) };
}

/**
 * The best of `rounds` alternating runs of each middleware on one body size, both servers kept
 * running throughout: short alternating runs give each side the same chances at the moments the
 * machine's other load leaves it alone, and the best run is the least disturbed one.
 */
async function bestOf(body: string, rounds: number, seconds: number): Promise<Record<ServerKind, Throughput>> {
  const servers = { ours: await startServer("ours"), peer: await startServer("peer") };
  try {
    const best = { ours: { perSecond: 0, perCpuSecond: 0 }, peer: { perSecond: 0, perCpuSecond: 0 } };
    for (const kind of ["ours", "peer"] as const) await throughput(kind, servers[kind], body, 1);
    for (let round = 0; round < rounds; round += 1) {
      for (const kind of round % 2 === 0 ? (["ours", "peer"] as const) : (["peer", "ours"] as const)) {
        const measured = await throughput(kind, servers[kind], body, seconds);
        best[kind].perSecond = Math.max(best[kind].perSecond, measured.perSecond);
        best[kind].perCpuSecond = Math.max(best[kind].perCpuSecond, measured.perCpuSecond);
      }
    }
    return best;
  } finally {
    for (const { child } of Object.values(servers)) child.kill();
  }
}

/** Middleware deliveries over loopback, ours against the peer, on 1 KiB and 25 KiB bodies. */
export async function benchMiddleware({ rounds = 20, seconds = 1 } = {}): Promise<Row[]> {
  const peer = "@octokit/webhooks";
  const rows: Row[] = [];
  for (const [label, size] of [
    ["1 KiB", KiB],
    ["25 KiB", 25 * KiB],
  ] as const) {
    const { ours, peer: other } = await bestOf(payloadOfSize(size), rounds, seconds);
    rows.push(
      { case: `deliveries/s, ${label}`, ours: ours.perSecond, other: other.perSecond, otherLabel: peer, target: 1.2 },
      { case: `deliveries/server CPU-s, ${label}`, ours: ours.perCpuSecond, other: other.perCpuSecond, otherLabel: peer },
    );
  }
  return rows;
}
