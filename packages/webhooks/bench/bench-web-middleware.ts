import { createWebMiddleware as peerCreateWebMiddleware, Webhooks as PeerWebhooks } from "@octokit/webhooks";
import { createWebMiddleware, Webhooks } from "../src/index.js";
import { race } from "./measure.js";
import { benchPath, benchSecret, deliveryHeadersFor } from "./middleware-delivery.js";
import { KiB, payloadOfSize } from "./payloads.js";
import type { Row } from "./report.js";

const url = `http://127.0.0.1${benchPath}`;

/**
 * What a Fetch runtime does with each delivery: builds the `Request`, awaits the middleware's
 * `Response` and reads its body to send it. Measured in this process, in operations per
 * CPU-second: the runtime's part is the same for both sides, and no HTTP server of Node's
 * stands between the runtime and the middleware to blur the comparison.
 */
function deliverTo(middleware: (request: Request) => Promise<Response | undefined>, body: string) {
  const headers = deliveryHeadersFor(body);
  return async (): Promise<void> => {
    const response = await middleware(new Request(url, { method: "POST", headers, body }));
    if (response?.status !== 200) throw new Error(`the web middleware answered ${response?.status}`);
    await response.text();
  };
}

/** The web middlewares on 1 KiB and 25 KiB deliveries, ours against the peer. */
export async function benchWebMiddleware(): Promise<Row[]> {
  const ours = new Webhooks({ secret: benchSecret, vocabulary: "github" });
  const peer = new PeerWebhooks({ secret: benchSecret });
  ours.on("issues", () => undefined);
  peer.on("issues", () => undefined);
  const oursMiddleware = createWebMiddleware(ours, { path: benchPath });
  const peerMiddleware = peerCreateWebMiddleware(peer, { path: benchPath });
  const rows: Row[] = [];
  for (const [label, size] of [
    ["1 KiB", KiB],
    ["25 KiB", 25 * KiB],
  ] as const) {
    const body = payloadOfSize(size);
    const speeds = await race({
      ours: deliverTo(oursMiddleware, body),
      peer: deliverTo(peerMiddleware as (request: Request) => Promise<Response>, body),
    });
    rows.push({
      case: `web middleware, ${label}`,
      ours: speeds.ours,
      other: speeds.peer,
      otherLabel: "@octokit/webhooks",
      target: 1.5,
    });
  }
  return rows;
}
