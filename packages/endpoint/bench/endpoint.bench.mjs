// Runs the same representative calls through @hostkit/endpoint (the built dist/) and
// @octokit/endpoint, interleaved in one process, and prints ops/s and ratios.
// Run with `npm run bench -w @hostkit/endpoint` (it builds first).
import { endpoint as octokit } from "@octokit/endpoint";
import { endpoint as hostkit } from "../dist/index.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const SLICE_MS = Number(process.env.BENCH_SLICE_MS ?? 60);
const BATCH = 500;

const token = { authorization: "token 0123456789abcdef" };

/** Each case builds its call for one library; setup work happens once, outside the timing. */
const cases = {
  "GET with placeholders": (lib) => () =>
    lib("GET /repos/{owner}/{repo}/issues/{issue_number}", { owner: "hostkit", repo: "hello world", issue_number: 42 }),
  "GET with query params": (lib) => () =>
    lib("GET /orgs/{org}/repos", { org: "hostkit", type: "public", sort: "full_name", per_page: 100, page: 2 }),
  "POST with JSON body": (lib) => () =>
    lib("POST /repos/{owner}/{repo}/issues", {
      owner: "hostkit",
      repo: "endpoint",
      title: "Found a bug",
      body: "I'm having a problem with this.",
      labels: ["bug", "help wanted"],
      headers: token,
    }),
  "chained defaults": (lib) => {
    const scoped = lib
      .defaults({ baseUrl: "https://ghe.example.com/api/v3", headers: token })
      .defaults({ owner: "hostkit", headers: { "x-trace": "on" } });
    return () => scoped("GET /repos/{owner}/{repo}/branches", { repo: "endpoint", per_page: 50 });
  },
  "mediaType format": (lib) => () =>
    lib("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
      owner: "hostkit",
      repo: "endpoint",
      pull_number: 7,
      mediaType: { format: "diff" },
    }),
  "merge alone": (lib) => () =>
    lib.merge("POST /repos/{owner}/{repo}/issues", { owner: "hostkit", repo: "endpoint", title: "t", headers: token }),
  "parse alone": (lib) => {
    const merged = lib.merge("GET /repos/{owner}/{repo}/issues", {
      owner: "hostkit",
      repo: "endpoint",
      state: "open",
      per_page: 30,
    });
    return () => lib.parse(merged);
  },
};

let sink = 0;

/** Calls `fn` in batches until the slice time is used; returns [calls, nanoseconds]. */
function slice(fn) {
  const budget = BigInt(SLICE_MS) * 1_000_000n;
  const start = process.hrtime.bigint();
  let calls = 0;
  let elapsed = 0n;
  while (elapsed < budget) {
    for (let i = 0; i < BATCH; i++) sink += fn().url?.length ?? 1;
    calls += BATCH;
    elapsed = process.hrtime.bigint() - start;
  }
  return [calls, Number(elapsed)];
}

const runs = Object.entries(cases).map(([name, make]) => ({
  name,
  ours: { fn: make(hostkit), calls: 0, ns: 0 },
  peer: { fn: make(octokit), calls: 0, ns: 0 },
}));

// Warm-up so both libraries are optimised before measuring.
for (const run of runs) for (const side of [run.ours, run.peer]) for (let i = 0; i < 20_000; i++) side.fn();

for (let round = 0; round < ROUNDS; round++) {
  for (const run of runs) {
    // Alternate which library goes first to cancel ordering effects.
    const order = round % 2 === 0 ? [run.ours, run.peer] : [run.peer, run.ours];
    for (const side of order) {
      const [calls, ns] = slice(side.fn);
      side.calls += calls;
      side.ns += ns;
    }
  }
}

const opsPerSecond = (side) => (side.calls / side.ns) * 1e9;
const format = (n) => Math.round(n).toLocaleString("en-US").padStart(12);
console.log(`${"case".padEnd(24)}${"@hostkit ops/s".padStart(16)}${"@octokit ops/s".padStart(16)}   ratio`);
let logSum = 0;
let worst = Infinity;
for (const run of runs) {
  const ours = opsPerSecond(run.ours);
  const peer = opsPerSecond(run.peer);
  const ratio = ours / peer;
  logSum += Math.log(ratio);
  worst = Math.min(worst, ratio);
  console.log(`${run.name.padEnd(24)}${format(ours).padStart(16)}${format(peer).padStart(16)}   ${ratio.toFixed(2)}x`);
}
const geomean = Math.exp(logSum / runs.length);
console.log(
  `\ngeometric mean ratio: ${geomean.toFixed(2)}x   lowest case: ${worst.toFixed(2)}x   (target >= 2.00x, every case >= 1.20x)`,
);
// Reading the sink keeps every result alive, so no call can be optimised away.
if (sink === 0) console.log("no calls were measured");
