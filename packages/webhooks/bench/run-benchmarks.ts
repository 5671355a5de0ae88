import { benchMethods } from "./bench-methods.js";
import { benchMiddleware } from "./bench-middleware.js";
import { benchReceive } from "./bench-receive.js";
import { printRows } from "./report.js";

console.log(`@hostkit/webhooks benchmarks on Node ${process.version} (ops per CPU-second, deliveries per wall-clock second; higher is better)`);
printRows("sign and verify", await benchMethods());
printRows("receiving events", await benchReceive());
printRows("HTTP middleware over loopback (autocannon, 10 connections; best of 20 alternating 1 s runs)", await benchMiddleware());
