import { describe, expect, it } from "vitest";
import { createEventHandler, type WebhookHandlerError } from "../../src/index.js";

const opened = { id: "delivery-1", name: "issues", payload: { action: "opened" } } as const;

describe("transform", () => {
  it("gives on handlers the transformed event, and onAny handlers the original", async () => {
    const events = createEventHandler({ transform: (event) => ({ ...event, received: "transformed" }) });
    const seen: unknown[] = [];
    events.on("issues", (event) => void seen.push(["on", event.received]));
    events.onAny((event) => void seen.push(["onAny", "received" in event]));
    await events.receive(opened);
    expect(seen).toEqual([
      ["onAny", false],
      ["on", "transformed"],
    ]);
  });

  it("may be asynchronous and is called once per event, whatever the number of handlers", async () => {
    let calls = 0;
    const events = createEventHandler({
      transform: async (event) => {
        calls++;
        await new Promise((resolve) => setImmediate(resolve));
        return { ...event, count: calls };
      },
    });
    const counts: number[] = [];
    events.on("issues", (event) => void counts.push(event.count));
    events.on("issues.opened", (event) => void counts.push(event.count));
    await events.receive(opened);
    expect(calls).toBe(1);
    expect(counts).toEqual([1, 1]);
  });

  it("is not called when no on handler matches", async () => {
    let calls = 0;
    const events = createEventHandler({ transform: (event) => (calls++, event) });
    events.onAny(() => undefined);
    events.on("push", () => undefined);
    await events.receive(opened);
    expect(calls).toBe(0);
  });

  it("fails the event like a handler when it throws, and on handlers do not run", async () => {
    const failure = new Error("transform failed");
    const events = createEventHandler({
      transform: async () => {
        throw failure;
      },
    });
    let ran = false;
    events.on("issues", () => void (ran = true));
    const error = (await events.receive(opened).catch((caught: unknown) => caught)) as WebhookHandlerError;
    expect(error.errors).toEqual([failure]);
    expect(ran).toBe(false);
  });

  it("must be a function", () => {
    // @ts-expect-error testing a wrong option type
    expect(() => createEventHandler({ transform: "upper" })).toThrow("transform must be a function, got string");
  });
});
