import { Webhooks } from "../src/index.js";
import { Webhooks as PeerWebhooks } from "@octokit/webhooks";
import { race } from "./measure.js";
import { KiB, payloadOfSize } from "./payloads.js";
import type { Row } from "./report.js";

const secret = "bench secret";
const peerLabel = "@octokit/webhooks";

/** `receive` with 10 handlers, and `verifyAndReceive` on a 25 KiB payload: ours against the peer. */
export async function benchReceive(): Promise<Row[]> {
  const ours = new Webhooks({ secret });
  const peer = new PeerWebhooks({ secret });
  let calls = 0;
  const count = (): void => void (calls += 1);
  for (let index = 0; index < 10; index += 1) {
    ours.on("issues", count);
    peer.on("issues", count);
  }
  const event = { id: "bench", name: "issues", payload: JSON.parse(payloadOfSize(KiB)) as object } as const;
  const receiving = await race({
    ours: () => ours.receive(event),
    peer: () => peer.receive(event as never),
  });

  const payload = payloadOfSize(25 * KiB);
  const signed = { id: "bench", name: "issues", payload, signature: ours.sign(payload) } as const;
  const verifying = await race({
    ours: () => ours.verifyAndReceive(signed),
    peer: () => peer.verifyAndReceive(signed as never),
  });
  if (calls === 0) throw new Error("no handler ran");
  return [
    { case: "receive, 10 handlers", ours: receiving.ours, other: receiving.peer, otherLabel: peerLabel, target: 2 },
    { case: "verifyAndReceive 25 KiB", ours: verifying.ours, other: verifying.peer, otherLabel: peerLabel },
  ];
}
