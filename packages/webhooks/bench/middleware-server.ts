// Runs in a worker thread: one middleware behind node:http, so the load generator in the main
// thread and the server each have a core of their own.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parentPort, workerData } from "node:worker_threads";
import { createNodeMiddleware, Webhooks } from "../src/index.js";
import { createNodeMiddleware as peerCreateNodeMiddleware, Webhooks as PeerWebhooks } from "@octokit/webhooks";
import { benchPath, benchSecret, type ServerKind } from "./middleware-delivery.js";

const kind = (workerData as { kind: ServerKind }).kind;
const middleware = kind === "ours" ? oursMiddleware() : peerMiddleware();

function oursMiddleware() {
  const webhooks = new Webhooks({ secret: benchSecret });
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
server.listen(0, "127.0.0.1", () => {
  parentPort?.postMessage((server.address() as AddressInfo).port);
});
