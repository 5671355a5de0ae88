import { sign } from "@hostkit/webhooks-methods";
import { afterEach, describe, expect, it } from "vitest";
import { relayCliUsage, runRelayCli, type CliConsole } from "../../src/cli/run-relay-cli.js";
import type { RelayClient } from "../../src/relay/create-relay-client.js";
import { createNodeMiddleware } from "../../src/middleware/node/create-node-middleware.js";
import { Webhooks } from "../../src/webhooks.js";
import { secret } from "../helpers/delivery.js";
import { listen, type RunningServer } from "../helpers/listen.js";
import { startSseRelayServer, type SseRelayServer } from "../helpers/sse-relay-server.js";

interface Terminal extends CliConsole {
  out: string[];
  err: string[];
  waitForOut(pattern: RegExp): Promise<void>;
}

function terminal(): Terminal {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    log: (message) => void out.push(message),
    error: (message) => void err.push(message),
    async waitForOut(pattern) {
      while (!out.some((line) => pattern.test(line))) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}

const body = { action: "created", zen: "Design for failure." };
const message = {
  "x-request-id": "cli-1",
  "x-host-event": "star",
  "x-host-signature-256": sign(secret, JSON.stringify(body)),
  body,
};

let relay: SseRelayServer | undefined;
let local: RunningServer | undefined;
let client: RelayClient | undefined;
afterEach(async () => {
  await client?.close();
  await relay?.close();
  await local?.close();
  client = relay = local = undefined;
});

function started(result: RelayClient | number): RelayClient {
  if (typeof result === "number") throw new Error(`the CLI exited with ${result}`);
  client = result;
  return result;
}

describe("runRelayCli", () => {
  it("prints its usage for --help", () => {
    const io = terminal();
    expect(runRelayCli(["--help"], {}, io)).toBe(0);
    expect(io.out).toEqual([relayCliUsage]);
  });

  it("exits 2 with a reason for wrong or missing arguments", () => {
    const cases: [string[], NodeJS.ProcessEnv, RegExp][] = [
      [[], {}, /a relay URL is required/],
      [["--url", "http://127.0.0.1:1/x"], {}, /a secret .* or --forward <URL> is required/],
      [["--url", "http://127.0.0.1:1/x", "--colour"], {}, /Unknown option '--colour'/],
      [["--url", "not a url", "--secret", "s"], {}, /options.url must be an absolute http\(s\) URL, got "not a url"/],
      [["--url", "http://127.0.0.1:1/x", "--forward", "ftp://x"], {}, /options.forward must be an absolute/],
      [
        ["--url", "http://127.0.0.1:1/x", "--secret", "s", "--vocabulary", "gitlab"],
        {},
        /--vocabulary must be host or github, got "gitlab"/,
      ],
      [
        ["--url", "http://127.0.0.1:1/x", "--secret", "s"],
        { HOSTKIT_WEBHOOK_VOCABULARY: "x" },
        /--vocabulary must be host or github/,
      ],
    ];
    for (const [args, env, reason] of cases) {
      const io = terminal();
      expect(runRelayCli(args, env, io)).toBe(2);
      expect(io.err.join("\n")).toMatch(reason);
      expect(io.err.join("\n")).toContain("Usage: hostkit-webhooks-relay");
    }
  });

  it("verifies each delivery with the secret from the environment and prints it", async () => {
    relay = await startSseRelayServer();
    const io = terminal();
    started(runRelayCli([], { HOSTKIT_RELAY_URL: relay.channelUrl, HOSTKIT_WEBHOOK_SECRET: secret }, io));
    await relay.connected(1);
    await io.waitForOut(/connected/);

    relay.send(message);
    relay.send({ ...message, "x-request-id": "cli-2", "x-host-signature-256": sign("other", "{}") });

    await io.waitForOut(/cli-1 \(star\) handled/);
    expect(io.out).toContain("received star.created (cli-1)");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(io.err.join("\n")).toMatch(/delivery cli-2 \(star\) refused: signature does not match/);
  });

  it("forwards each delivery to a local URL with --forward", async () => {
    relay = await startSseRelayServer();
    const received: { headers: Record<string, unknown>; body: string }[] = [];
    local = await listen((request, response) => {
      let text = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (text += chunk));
      request.on("end", () => {
        received.push({ headers: request.headers, body: text });
        response.writeHead(200).end("{}");
      });
    });
    const io = terminal();
    started(runRelayCli(["--url", relay.channelUrl, "--forward", `${local.origin}/hooks`], {}, io));
    await relay.connected(1);

    relay.send(message);

    await io.waitForOut(/cli-1 \(star\) forwarded/);
    expect(received).toEqual([
      {
        headers: expect.objectContaining({
          "x-host-event": "star",
          "x-host-delivery": "cli-1",
          "x-host-signature-256": message["x-host-signature-256"],
        }) as unknown,
        body: JSON.stringify(body),
      },
    ]);
  });

  it("forwards a github delivery with the service's header names to a local middleware with --vocabulary github", async () => {
    relay = await startSseRelayServer();
    const webhooks = new Webhooks({ secret, vocabulary: "github" });
    const handled: string[] = [];
    webhooks.on("star.created", ({ id }) => void handled.push(id));
    const middleware = createNodeMiddleware(webhooks);
    local = await listen((request, response) => void middleware(request, response));
    const io = terminal();
    const forward = `${local.origin}/api/github/webhooks`;
    started(runRelayCli(["--url", relay.channelUrl, "--forward", forward, "--vocabulary", "github"], {}, io));
    await relay.connected(1);

    relay.send({
      "x-github-event": "star",
      "x-github-delivery": "gh-cli-1",
      "x-hub-signature-256": sign(secret, JSON.stringify(body)),
      body,
    });

    await io.waitForOut(/gh-cli-1 \(star\) forwarded/);
    expect(handled).toEqual(["gh-cli-1"]);
  });

  it("verifies github deliveries itself with --secret and HOSTKIT_WEBHOOK_VOCABULARY=github", async () => {
    relay = await startSseRelayServer();
    const io = terminal();
    started(runRelayCli(["--url", relay.channelUrl, "--secret", secret], { HOSTKIT_WEBHOOK_VOCABULARY: "github" }, io));
    await relay.connected(1);
    relay.send({
      "x-github-event": "star",
      "x-github-delivery": "gh-cli-2",
      "x-hub-signature-256": sign(secret, JSON.stringify(body)),
      body,
    });
    await io.waitForOut(/gh-cli-2 \(star\) handled/);
    expect(io.out).toContain("received star.created (gh-cli-2)");
  });
});
