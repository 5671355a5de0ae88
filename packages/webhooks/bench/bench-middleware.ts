import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { availableParallelism, loadavg } from "node:os";
import { runLoad } from "./load-client.js";
import { benchPath, deliveryHeadersFor, type ServerKind } from "./middleware-delivery.js";
import { KiB, payloadOfSize } from "./payloads.js";
import type { Row } from "./report.js";

const connections = 10;

interface Throughput {
  /** Deliveries answered 2xx per wall-clock second. */
  perSecond: number;
  /** Deliveries per CPU-second of the server process: the middleware's cost, whatever the load generator manages. */
  perCpuSecond: number;
  /** CPU microseconds the load client spent per delivery: it must stay well below the server's. */
  clientMicros: number;
}

/** Medians over the pairs of runs; `ratio` is the median of each pair's ours/peer deliveries/s. */
interface PairedResult {
  ours: Throughput;
  peer: Throughput;
  ratio: number;
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

/** One bounded run against a running server; its CPU time is counted from start to stop. */
async function throughput(
  kind: ServerKind,
  { child, port }: Server,
  body: string,
  seconds: number,
): Promise<Throughput> {
  await ask(child, "start");
  const clientStart = process.cpuUsage();
  const result = await runLoad({
    port,
    path: benchPath,
    headers: deliveryHeadersFor(body),
    body,
    connections,
    seconds,
  });
  const client = process.cpuUsage(clientStart);
  const cpuMicros = await ask<number>(child, "stop");
  if (result.failed > 0 || result.ok === 0) {
    throw new Error(`${kind} middleware failed deliveries: ${result.failed} answered other than 2xx, ${result.ok} 2xx`);
  }
  return {
    perSecond: result.ok / result.seconds,
    perCpuSecond: result.ok / (cpuMicros / 1_000_000),
    clientMicros: (client.user + client.system) / result.ok,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * `rounds` pairs of runs, one of each middleware, both servers kept warm throughout; the order
 * within a pair alternates so neither always goes first. Each pair's two runs are seconds apart
 * and meet about the same load from the rest of the machine, so the pair's ratio is printed, and
 * the median of those ratios is the result: it shrugs off the pairs a burst of other work
 * disturbed, where a best-of rewards whichever side got the luckiest second, and a ratio of the
 * two sides' own medians compares runs that met different load.
 */
async function pairedRuns(label: string, body: string, rounds: number, seconds: number): Promise<PairedResult> {
  const servers = { ours: await startServer("ours"), peer: await startServer("peer") };
  try {
    const runs: Record<ServerKind, Throughput[]> = { ours: [], peer: [] };
    for (const kind of ["ours", "peer"] as const) await throughput(kind, servers[kind], body, 1);
    for (let round = 0; round < rounds; round += 1) {
      for (const kind of round % 2 === 0 ? (["ours", "peer"] as const) : (["peer", "ours"] as const)) {
        runs[kind].push(await throughput(kind, servers[kind], body, seconds));
      }
    }
    const ratios = runs.ours.map((ours, index) => ours.perSecond / (runs.peer[index] as Throughput).perSecond);
    const pairs = ratios.map((ratio) => `${ratio.toFixed(2)}x`).join(" ");
    console.log(`  ${label}, deliveries/s ratio of each pair: ${pairs} (median ${median(ratios).toFixed(2)}x)`);
    const summary = (kind: ServerKind): Throughput => ({
      perSecond: median(runs[kind].map(({ perSecond }) => perSecond)),
      perCpuSecond: median(runs[kind].map(({ perCpuSecond }) => perCpuSecond)),
      clientMicros: median(runs[kind].map(({ clientMicros }) => clientMicros)),
    });
    const { ours, peer } = { ours: summary("ours"), peer: summary("peer") };
    const serverMicros = (throughput: Throughput): string => (1_000_000 / throughput.perCpuSecond).toFixed(0);
    console.log(
      `  ${label}, CPU µs per delivery (medians), server: ours ${serverMicros(ours)}, peer ${serverMicros(peer)}; ` +
        `load client: ${ours.clientMicros.toFixed(0)} with ours, ${peer.clientMicros.toFixed(0)} with the peer`,
    );
    return { ours, peer, ratio: median(ratios) };
  } finally {
    for (const { child } of Object.values(servers)) child.kill();
  }
}

/** Middleware deliveries over loopback, ours against the peer, on 1 KiB and 25 KiB bodies. */
export async function benchMiddleware({ rounds = 30, seconds = 0.5 } = {}): Promise<Row[]> {
  const peer = "@octokit/webhooks";
  const rows: Row[] = [];
  for (const [label, size] of [
    ["1 KiB", KiB],
    ["25 KiB", 25 * KiB],
  ] as const) {
    console.log(`  ${label}, load average before: ${loadSummary()}`);
    const { ours, peer: other, ratio } = await pairedRuns(label, payloadOfSize(size), rounds, seconds);
    rows.push(
      {
        case: `deliveries/s, ${label}`,
        ours: ours.perSecond,
        other: other.perSecond,
        otherLabel: peer,
        target: 1.5,
        ratio,
      },
      {
        case: `deliveries/server CPU-s, ${label}`,
        ours: ours.perCpuSecond,
        other: other.perCpuSecond,
        otherLabel: peer,
      },
    );
  }
  return rows;
}

/** The 1-minute load average against the cores: above them, wall-clock figures say more about the machine than the code. */
function loadSummary(): string {
  const [load = 0] = loadavg();
  const cores = availableParallelism();
  return `${load.toFixed(1)} on ${cores} cores${load > cores ? " (busy: deliveries/s ratios are unreliable, see the CPU µs)" : ""}`;
}
