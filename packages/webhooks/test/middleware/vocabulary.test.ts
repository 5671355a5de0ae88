import { sign } from "@hostkit/webhooks-methods";
import { afterEach, describe, expect, it } from "vitest";
import { resolveVocabulary, webhookVocabularies, Webhooks, type WebhookVocabulary } from "../../src/index.js";
import type { MiddlewareOptions } from "../../src/middleware/middleware-options.js";
import { createRecordingLogger } from "../helpers/recording-logger.js";
import { nodeTransport, webTransport, type Endpoint } from "./transports.js";

// The service's published test vector: this secret signs "Hello, World!" as below.
const publishedSecret = "It's a Secret to Everybody";
const publishedSignature = "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17";

const body = JSON.stringify({ action: "opened", issue: { number: 1 }, sender: { login: "octocat", id: 1 } });

/** A delivery as the hosted service sends it: its own header names, capitalised as it writes them. */
function realDelivery(payload: string, id = "72d3162e-cc78-11e3-81ab-4c9367dc0958"): Record<string, string> {
  return {
    "Content-Type": "application/json",
    "User-Agent": "GitHub-Hookshot/044aadd",
    "X-GitHub-Event": "issues",
    "X-GitHub-Delivery": id,
    "X-GitHub-Hook-ID": "292430182",
    "X-Hub-Signature-256": sign(publishedSecret, payload),
  };
}

describe.each([nodeTransport, webTransport])("$name with the github vocabulary", (transport) => {
  let endpoint: Endpoint | undefined;
  afterEach(() => endpoint?.close());

  async function start(webhooks: Webhooks, options: MiddlewareOptions = {}): Promise<Endpoint> {
    endpoint = await transport.start(webhooks, { log: createRecordingLogger(), ...options });
    return endpoint;
  }

  it("verifies the published test vector: a correctly signed body that is not JSON is 400, not 401", async () => {
    const webhooks = new Webhooks({ secret: publishedSecret, vocabulary: "github" });
    expect(webhooks.verify("Hello, World!", publishedSignature)).toBe(true);
    const { send } = await start(webhooks);
    const headers = { ...realDelivery("Hello, World!"), "X-Hub-Signature-256": publishedSignature };
    const answer = await send({ path: "/api/github/webhooks", headers, body: "Hello, World!" });
    expect(answer).toMatchObject({ status: 400, json: { error: "payload is not valid JSON" } });
    const forged = { ...headers, "X-Hub-Signature-256": publishedSignature.replace("757", "758") };
    expect((await send({ path: "/api/github/webhooks", headers: forged, body: "Hello, World!" })).status).toBe(401);
  });

  it("handles a delivery with the service's header names at its default path", async () => {
    const webhooks = new Webhooks({ secret: publishedSecret, vocabulary: "github" });
    const seen: string[] = [];
    webhooks.on("issues.opened", ({ id, name, payload }) => void seen.push(`${name} ${id} ${payload.sender?.login}`));
    const { send } = await start(webhooks);
    const answer = await send({ path: "/api/github/webhooks", headers: realDelivery(body), body });
    expect(answer).toMatchObject({ status: 200, json: { ok: true } });
    expect(seen).toEqual(["issues 72d3162e-cc78-11e3-81ab-4c9367dc0958 octocat"]);
    expect((await send({ path: "/api/host/webhooks", headers: realDelivery(body), body })).status).toBe(418);
  });

  it("names the service's headers when they are missing, and does not read the host names", async () => {
    const webhooks = new Webhooks({ secret: publishedSecret });
    const { send } = await start(webhooks, { vocabulary: "github" });
    const hostHeaders = {
      "content-type": "application/json",
      "x-host-event": "issues",
      "x-host-delivery": "1",
      "x-host-signature-256": sign(publishedSecret, body),
    };
    const answer = await send({ path: "/api/github/webhooks", headers: hostHeaders, body });
    expect(answer).toMatchObject({
      status: 400,
      json: { error: "Required headers missing: x-github-event, x-github-delivery, x-hub-signature-256" },
    });
  });

  it("takes the middleware's option over the instance's, and an explicit path over the vocabulary's", async () => {
    const webhooks = new Webhooks({ secret: publishedSecret, vocabulary: "github" });
    const { send } = await start(webhooks, { vocabulary: "host", path: "/hooks" });
    const hostHeaders = {
      "content-type": "application/json",
      "x-host-event": "issues",
      "x-host-delivery": "1",
      "x-host-signature-256": sign(publishedSecret, body),
    };
    expect((await send({ path: "/hooks", headers: hostHeaders, body })).status).toBe(200);
    expect((await send({ path: "/hooks", headers: realDelivery(body), body })).status).toBe(400);
  });

  it("takes a vocabulary of your own", async () => {
    const custom: WebhookVocabulary = {
      event: "x-forge-event",
      delivery: "x-forge-id",
      signature: "x-forge-sig",
      path: "/forge",
    };
    const { send } = await start(new Webhooks({ secret: publishedSecret }), { vocabulary: custom });
    const headers = {
      "content-type": "application/json",
      "x-forge-event": "push",
      "x-forge-id": "9",
      "x-forge-sig": sign(publishedSecret, body),
    };
    expect((await send({ path: "/forge", headers, body })).status).toBe(200);
  });
});

describe("vocabularies", () => {
  it("are host by default and github for the hosted service", () => {
    expect(new Webhooks({ secret: "s" }).vocabulary).toBe(webhookVocabularies.host);
    expect(new Webhooks({ secret: "s", vocabulary: "github" }).vocabulary).toEqual({
      event: "x-github-event",
      delivery: "x-github-delivery",
      signature: "x-hub-signature-256",
      path: "/api/github/webhooks",
      signatureFallback: undefined,
    });
    expect(resolveVocabulary(undefined)).toBe(webhookVocabularies.host);
    expect(Object.isFrozen(webhookVocabularies.github)).toBe(true);
  });

  it("refuses an unknown preset or a malformed vocabulary, naming what is wrong", () => {
    // @ts-expect-error testing a wrong option
    expect(() => new Webhooks({ secret: "s", vocabulary: "gitlab" })).toThrow(
      'options.vocabulary must be "host" or "github" or an object of header names, got "gitlab"',
    );
    const base = { event: "x-e", delivery: "x-d", signature: "x-s", path: "/p" };
    expect(() => resolveVocabulary({ ...base, event: "X-Upper" })).toThrow(
      'options.vocabulary.event must be a lowercase header name, got "X-Upper"',
    );
    expect(() => resolveVocabulary({ ...base, signature: "" })).toThrow(
      "options.vocabulary.signature must be a lowercase header name",
    );
    expect(() => resolveVocabulary({ ...base, path: "p" })).toThrow(
      'options.vocabulary.path must start with "/", got "p"',
    );
    // @ts-expect-error testing a wrong option
    expect(() => resolveVocabulary(42)).toThrow(TypeError);
  });
});
