import { createHmac, timingSafeEqual } from "node:crypto";
import { sign, verify } from "@hostkit/webhooks-methods";
import { sign as peerSign, verify as peerVerify } from "@octokit/webhooks-methods";
import { race } from "./measure.js";
import { KiB, MiB, payloadOfSize } from "./payloads.js";
import type { Row } from "./report.js";

const secret = "bench secret";
const methodsPeer = "@octokit/webhooks-methods";

/** A bare node:crypto HMAC: the floor any signing can reach. */
function bareSign(payload: string): string {
  return `sha256=${createHmac("sha256", secret).update(payload).digest("hex")}`;
}

function bareVerify(payload: string, expected: Buffer): boolean {
  return timingSafeEqual(createHmac("sha256", secret).update(payload).digest(), expected);
}

/** sign and verify on 1 KiB, 25 KiB and 1 MiB: ours against the peer and against bare node:crypto. */
export async function benchMethods(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [label, size] of [
    ["1 KiB", KiB],
    ["25 KiB", 25 * KiB],
    ["1 MiB", MiB],
  ] as const) {
    const payload = payloadOfSize(size);
    const signature = sign(secret, payload);
    const digest = Buffer.from(signature.slice("sha256=".length), "hex");
    const target = size === MiB ? 0.95 : undefined;
    const signing = await race({
      ours: () => sign(secret, payload),
      peer: () => peerSign(secret, payload),
      bare: () => bareSign(payload),
    });
    const verifying = await race({
      ours: () => verify(secret, payload, signature),
      peer: () => peerVerify(secret, payload, signature),
      bare: () => bareVerify(payload, digest),
    });
    for (const [operation, speeds] of [
      ["sign", signing],
      ["verify", verifying],
    ] as const) {
      rows.push(
        { case: `${operation} ${label}`, ours: speeds.ours, other: speeds.peer, otherLabel: methodsPeer },
        { case: `${operation} ${label}`, ours: speeds.ours, other: speeds.bare, otherLabel: "bare createHmac", target },
      );
    }
  }
  return rows;
}
