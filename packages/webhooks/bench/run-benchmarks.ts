import { benchMethods } from "./bench-methods.js";
import { benchMiddleware } from "./bench-middleware.js";
import { benchReceive } from "./bench-receive.js";
import { benchWebMiddleware } from "./bench-web-middleware.js";
import { printRows } from "./report.js";

console.log(
  `@hostkit/webhooks benchmarks on Node ${process.version} (ops per CPU-second, deliveries per wall-clock second; higher is better)`,
);
printRows("sign and verify", await benchMethods());
printRows("receiving events", await benchReceive());
printRows(
  "web middleware in this process (a Request in, the Response read; ops per CPU-second)",
  await benchWebMiddleware(),
);
console.log(
  "\nHTTP middleware over loopback (bench/load-client.ts, 10 keep-alive connections; medians of 30 alternating pairs of 0.5 s runs)",
);
printRows(
  "HTTP middleware (deliveries/s: medians of each side; ratio: median of the pairs' ratios)",
  await benchMiddleware(),
);
