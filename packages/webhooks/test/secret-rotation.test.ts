import { sign } from "@hostkit/webhooks-methods";
import { afterEach, describe, expect, it } from "vitest";
import { Webhooks, WebhookVerificationError, type WebhookError } from "../src/index.js";
import { deliveryHeaders } from "./helpers/delivery.js";
import { createRecordingLogger } from "./helpers/recording-logger.js";
import { nodeTransport, webTransport, type Endpoint } from "./middleware/transports.js";

const primary = "new secret";
const additional = ["old secret", "older secret"];
const body = JSON.stringify({ action: "opened", issue: { number: 7 } });

describe.each([nodeTransport, webTransport])("secret rotation, $name", (transport) => {
  let endpoint: Endpoint | undefined;
  afterEach(() => endpoint?.close());

  async function start(): Promise<{ endpoint: Endpoint; handled: string[] }> {
    const webhooks = new Webhooks({ secret: primary, additionalSecrets: additional });
    const handled: string[] = [];
    webhooks.on("issues.opened", ({ id }) => void handled.push(id));
    endpoint = await transport.start(webhooks, { log: createRecordingLogger() });
    return { endpoint, handled };
  }

  it("accepts a delivery signed with the primary secret", async () => {
    const { endpoint, handled } = await start();
    const answer = await endpoint.send({ headers: deliveryHeaders(body, { key: primary, id: "p" }), body });
    expect(answer).toMatchObject({ status: 200, json: { ok: true } });
    expect(handled).toEqual(["p"]);
  });

  it("accepts a delivery signed with any additional secret", async () => {
    const { endpoint, handled } = await start();
    for (const [index, key] of additional.entries()) {
      const answer = await endpoint.send({ headers: deliveryHeaders(body, { key, id: `a${index}` }), body });
      expect(answer).toMatchObject({ status: 200, json: { ok: true } });
    }
    expect(handled).toEqual(["a0", "a1"]);
  });

  it("refuses a delivery signed with a secret it was not given, with the usual 401 body", async () => {
    const { endpoint, handled } = await start();
    const answer = await endpoint.send({ headers: deliveryHeaders(body, { key: "unknown secret" }), body });
    expect(answer).toEqual({
      status: 401,
      contentType: "application/json; charset=utf-8",
      json: { error: 'signature does not match the payload and the secret (event "issues")' },
    });
    expect(handled).toEqual([]);
  });
});

describe("additionalSecrets", () => {
  it("lets verifyAndReceive accept a payload signed with an additional secret", async () => {
    const webhooks = new Webhooks({ secret: primary, additionalSecrets: additional });
    const handled: string[] = [];
    webhooks.on("issues", ({ id }) => void handled.push(id));
    await webhooks.verifyAndReceive({
      id: "old",
      name: "issues",
      payload: body,
      signature: sign("older secret", body),
    });
    expect(handled).toEqual(["old"]);
  });

  it("still refuses an unknown secret in verifyAndReceive, and tells onError", async () => {
    const webhooks = new Webhooks({ secret: primary, additionalSecrets: additional });
    const errors: WebhookError[] = [];
    webhooks.onError((error) => void errors.push(error));
    const signed = { id: "x", name: "issues", payload: body, signature: sign("unknown secret", body) };
    await expect(webhooks.verifyAndReceive(signed)).rejects.toBeInstanceOf(WebhookVerificationError);
    expect(errors).toHaveLength(1);
  });

  it("signs with the primary secret only, and verify accepts every listed secret", () => {
    const webhooks = new Webhooks({ secret: primary, additionalSecrets: additional });
    expect(webhooks.sign(body)).toBe(sign(primary, body));
    expect(webhooks.verify(body, sign("old secret", body))).toBe(true);
    expect(webhooks.verify(body, sign("unknown secret", body))).toBe(false);
  });

  it("takes an empty list, and keeps the list it was given from later changes", () => {
    expect(new Webhooks({ secret: primary, additionalSecrets: [] }).verify(body, sign(primary, body))).toBe(true);
    const secrets = ["old secret"];
    const webhooks = new Webhooks({ secret: primary, additionalSecrets: secrets });
    secrets[0] = "changed";
    expect(webhooks.verify(body, sign("old secret", body))).toBe(true);
    expect(webhooks.verify(body, sign("changed", body))).toBe(false);
  });

  it("refuses a value that is not an array of non-empty strings, naming the option and the position", () => {
    const bad: [unknown, string][] = [
      ["old secret", "options.additionalSecrets must be an array of non-empty strings, got string"],
      [null, "options.additionalSecrets must be an array of non-empty strings, got null"],
      [["old", ""], 'options.additionalSecrets[1] must be a non-empty string, got ""'],
      [["old", "older", 42], "options.additionalSecrets[2] must be a non-empty string, got number"],
      [[undefined], "options.additionalSecrets[0] must be a non-empty string, got undefined"],
    ];
    for (const [additionalSecrets, message] of bad) {
      // @ts-expect-error testing bad options
      expect(() => new Webhooks({ secret: primary, additionalSecrets })).toThrow(new TypeError(message));
    }
  });
});
