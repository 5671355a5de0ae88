import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEventHandler, emitterEventNames, Webhooks, WebhookVerificationError } from "../src/index.js";

const secret = "It's a Secret to Everybody";
const payloads = fc.dictionary(fc.string(), fc.jsonValue()).map((object) => ({ ...object }));

const eventOf = (name: string) => name.split(".")[0];
/** A registered and a delivered name: often the same, often of the same event, otherwise any two. */
const namePairs = fc
  .constantFrom(...emitterEventNames)
  .chain((registered) =>
    fc.tuple(
      fc.constant(registered),
      fc.oneof(
        fc.constant(registered),
        fc.constantFrom(...emitterEventNames.filter((name) => eventOf(name) === eventOf(registered))),
        fc.constantFrom(...emitterEventNames),
      ),
    ),
  );

describe("properties", () => {
  it("any JSON object payload that verifies reaches the handlers unchanged", async () => {
    await fc.assert(
      fc.asyncProperty(payloads, fc.string({ unit: "grapheme" }), async (payload, id) => {
        const webhooks = new Webhooks({ secret });
        const seen: unknown[] = [];
        webhooks.onAny((event) => void seen.push(event));
        const body = JSON.stringify(payload);
        await webhooks.verifyAndReceive({ id, name: "push", payload: body, signature: webhooks.sign(body) });
        expect(seen).toEqual([{ id, name: "push", payload: JSON.parse(body) }]);
      }),
      { numRuns: 50 },
    );
  });

  it("any single-byte change of a delivery is refused and dispatches nothing", async () => {
    const encoder = new TextEncoder();
    await fc.assert(
      fc.asyncProperty(
        payloads.chain((payload) => {
          const bytes = encoder.encode(JSON.stringify(payload));
          return fc.tuple(fc.constant(bytes), fc.nat(bytes.length - 1), fc.integer({ min: 1, max: 255 }));
        }),
        async ([bytes, index, delta]) => {
          const webhooks = new Webhooks({ secret });
          let dispatched = false;
          webhooks.onAny(() => void (dispatched = true));
          const changed = Uint8Array.from(bytes);
          changed[index] = ((changed[index] ?? 0) + delta) % 256;
          const signature = webhooks.sign(bytes);
          await expect(webhooks.verifyAndReceive({ name: "push", payload: changed, signature })).rejects.toBeInstanceOf(
            WebhookVerificationError,
          );
          expect(dispatched).toBe(false);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("every emitter name receives exactly the deliveries it names", async () => {
    await fc.assert(
      fc.asyncProperty(namePairs, async ([registered, delivered]) => {
        const events = createEventHandler();
        let calls = 0;
        events.on(registered, () => void calls++);
        const [name = "", action] = delivered.split(".");
        await events.receive({ name, payload: action === undefined ? {} : { action } });
        const [registeredEvent, registeredAction] = registered.split(".");
        const matches = registeredEvent === name && (registeredAction === undefined || registeredAction === action);
        expect(calls).toBe(matches ? 1 : 0);
      }),
      { numRuns: 300 },
    );
  });
});
