import { sign as signWith } from "@hostkit/webhooks-methods";
import { describe, expect, it } from "vitest";
import {
  Webhooks,
  WebhookHandlerError,
  WebhookPayloadError,
  WebhookVerificationError,
  type EmitterWebhookEvent,
  type WebhookError,
} from "../src/index.js";

const secret = "It's a Secret to Everybody";
const payload = '{"action":"opened","issue":{"title":"größe 🚀"}}';
const signature = signWith(secret, payload);

describe("Webhooks", () => {
  it("throws when constructed without a secret", () => {
    // @ts-expect-error testing a missing option
    expect(() => new Webhooks({})).toThrow("secret is required");
    // @ts-expect-error testing missing options
    expect(() => new Webhooks()).toThrow("secret is required");
    expect(() => new Webhooks({ secret: "" })).toThrow("secret must be a non-empty string");
    // @ts-expect-error testing a wrong type
    expect(() => new Webhooks({ secret: 1 })).toThrow(TypeError);
  });

  it("keeps the secret out of sight", () => {
    const webhooks = new Webhooks({ secret });
    expect(JSON.stringify(webhooks)).not.toContain(secret);
    expect(Object.values(webhooks)).not.toContain(secret);
  });

  describe("sign", () => {
    it("returns the payload's signature with the secret", () => {
      const webhooks = new Webhooks({ secret });
      expect(webhooks.sign(payload)).toBe(signature);
      expect(webhooks.sign(new TextEncoder().encode(payload))).toBe(signature);
    });

    it("throws when the payload is not passed", () => {
      // @ts-expect-error testing a missing argument
      expect(() => new Webhooks({ secret }).sign()).toThrow("payload is required");
    });
  });

  describe("verify", () => {
    it("returns true for a matching signature and false otherwise", () => {
      const webhooks = new Webhooks({ secret });
      expect(webhooks.verify(payload, signature)).toBe(true);
      expect(webhooks.verify(`${payload} `, signature)).toBe(false);
      expect(webhooks.verify(payload, "sha256=0")).toBe(false);
    });

    it("throws when either argument is not passed", () => {
      const webhooks = new Webhooks({ secret });
      // @ts-expect-error testing a missing argument
      expect(() => webhooks.verify(undefined, signature)).toThrow("payload is required");
      // @ts-expect-error testing a missing argument
      expect(() => webhooks.verify(payload)).toThrow("signature is required");
    });
  });

  describe("verifyAndReceive", () => {
    it("verifies, parses and dispatches a delivery", async () => {
      const webhooks = new Webhooks({ secret });
      const seen: EmitterWebhookEvent<"issues.opened">[] = [];
      webhooks.on("issues.opened", (event) => void seen.push(event));
      await expect(
        webhooks.verifyAndReceive({ id: "d-1", name: "issues", payload, signature }),
      ).resolves.toBeUndefined();
      expect(seen).toEqual([{ id: "d-1", name: "issues", payload: JSON.parse(payload) }]);
    });

    it("verifies the raw bytes when the payload is a Uint8Array", async () => {
      const webhooks = new Webhooks({ secret });
      let title: unknown;
      webhooks.on("issues", (event) => void (title = (event.payload.issue as { title: string }).title));
      await webhooks.verifyAndReceive({ name: "issues", payload: new TextEncoder().encode(payload), signature });
      expect(title).toBe("größe 🚀");
    });

    it("rejects a bad signature with WebhookVerificationError (401), emits error, and runs no handler", async () => {
      const webhooks = new Webhooks({ secret });
      const errors: WebhookError[] = [];
      let ran = false;
      webhooks.onAny(() => void (ran = true));
      webhooks.onError((error) => void errors.push(error));
      const forged = signWith("another secret", payload);
      const error = await webhooks
        .verifyAndReceive({ id: "d-2", name: "issues", payload, signature: forged })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(WebhookVerificationError);
      expect(error).toMatchObject({ status: 401, event: { id: "d-2", name: "issues", payload } });
      expect(errors).toEqual([error]);
      expect(ran).toBe(false);
    });

    it("rejects a malformed signature the same way", async () => {
      const webhooks = new Webhooks({ secret });
      await expect(webhooks.verifyAndReceive({ name: "push", payload, signature: "sha1=abc" })).rejects.toBeInstanceOf(
        WebhookVerificationError,
      );
    });

    it("rejects a verified payload that is not a JSON object with WebhookPayloadError (400)", async () => {
      const webhooks = new Webhooks({ secret });
      for (const body of ["{not json", "[1,2]", "null", '"text"']) {
        const error = await webhooks
          .verifyAndReceive({ name: "push", payload: body, signature: signWith(secret, body) })
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(WebhookPayloadError);
        expect((error as WebhookPayloadError).status).toBe(400);
      }
    });

    it("rejects with an error naming a missing name, payload or signature", async () => {
      const webhooks = new Webhooks({ secret });
      // @ts-expect-error testing a missing argument
      await expect(webhooks.verifyAndReceive({ payload, signature })).rejects.toThrow("name is required");
      // @ts-expect-error testing a missing argument
      await expect(webhooks.verifyAndReceive({ name: "push", signature })).rejects.toThrow("payload is required");
      // @ts-expect-error testing a missing argument
      await expect(webhooks.verifyAndReceive({ name: "push", payload })).rejects.toThrow("signature is required");
      // @ts-expect-error testing a missing argument
      await expect(webhooks.verifyAndReceive()).rejects.toThrow("name is required");
    });

    it("rejects with the handler errors when a handler fails", async () => {
      const webhooks = new Webhooks({ secret });
      const failure = Object.assign(new Error("not today"), { status: 503 });
      webhooks.on("issues.opened", async () => {
        throw failure;
      });
      const error = (await webhooks
        .verifyAndReceive({ id: "d-3", name: "issues", payload, signature })
        .catch((caught: unknown) => caught)) as WebhookHandlerError;
      expect(error).toBeInstanceOf(WebhookHandlerError);
      expect(error.errors).toEqual([failure]);
      expect(error.status).toBe(503);
      expect(error.event).toEqual({ id: "d-3", name: "issues", payload: JSON.parse(payload) });
    });
  });

  it("offers the event handler's on, onAny, onError, removeListener and receive", async () => {
    const webhooks = new Webhooks({ secret, transform: (event) => ({ ...event, extra: 1 }) });
    const calls: string[] = [];
    const handler = (event: { extra: number }) => void calls.push(`on ${event.extra}`);
    webhooks.on("push", handler);
    webhooks.on("push", handler);
    webhooks.onAny((event) => void calls.push(`any ${event.name}`));
    webhooks.removeListener("push", handler);
    await webhooks.receive({ name: "push", payload: {} });
    expect(calls).toEqual(["any push", "on 1"]);
  });

  it("does not share handlers between instances", async () => {
    const first = new Webhooks({ secret });
    const second = new Webhooks({ secret });
    let calls = 0;
    first.on("push", () => void calls++);
    await second.receive({ name: "push", payload: {} });
    expect(calls).toBe(0);
  });
});
