// Runs in a child process: one middleware behind node:http, so that the server's CPU time is
// measured apart from the load generator's. Messages: it sends its port once listening;
// "start" resets the CPU clock, "stop" is answered with the CPU microseconds used since. It runs
// until it is killed, so that runs can alternate between two servers that stay warm.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createNodeMiddleware as peerCreateNodeMiddleware, Webhooks as PeerWebhooks } from "@octokit/webhooks";
import { createNodeMiddleware, Webhooks } from "../src/index.js";
import { benchPath, benchSecret, type ServerKind } from "./middleware-delivery.js";

const kind = process.argv[2] as ServerKind;
const middleware = kind === "ours" ? oursMiddleware() : peerMiddleware();

function oursMiddleware() {
  const webhooks = new Webhooks({ secret: benchSecret, vocabulary: "github" });
  webhooks.on("issues", () => undefined);
  return createNodeMiddleware(webhooks, { path: benchPath });
}

function peerMiddleware() {
  const webhooks = new PeerWebhooks({ secret: benchSecret });
  webhooks.on("issues", () => undefined);
  return peerCreateNodeMiddleware(webhooks, { path: benchPath });
}

const server = createServer((request, response) => {
  void middleware(request, response);
});
let since = process.cpuUsage();
process.on("message", (message) => {
  if (message === "start") {
    since = process.cpuUsage();
    process.send?.("started");
  } else if (message === "stop") {
    const { user, system } = process.cpuUsage(since);
    process.send?.(user + system);
  }
});
server.listen(0, "127.0.0.1", () => {
  process.send?.((server.address() as AddressInfo).port);
});
