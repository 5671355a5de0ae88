import { describe, expect, it } from "vitest";
import { createEventHandler } from "../../src/index.js";

describe("removeListener", () => {
  it("removes only the most recent registration of a handler registered several times", async () => {
    const events = createEventHandler();
    const calls: string[] = [];
    const twice = () => void calls.push("twice");
    const between = () => void calls.push("between");
    events.on("issues", twice);
    events.on("issues", between);
    events.on("issues", twice);
    events.removeListener("issues", twice);
    await events.receive({ name: "issues", payload: {} });
    expect(calls).toEqual(["twice", "between"]);
  });

  it("removes from several names at once, <event>.<action> names included", async () => {
    const events = createEventHandler();
    let calls = 0;
    const handler = () => void calls++;
    events.on(["push", "issues.opened"], handler);
    events.removeListener(["push", "issues.opened"], handler);
    await events.receive({ name: "push", payload: {} });
    await events.receive({ name: "issues", payload: { action: "opened" } });
    expect(calls).toBe(0);
  });

  it('removes onAny handlers under "*" and onError handlers under "error"', async () => {
    const events = createEventHandler();
    const calls: string[] = [];
    const any = () => void calls.push("any");
    const onError = () => void calls.push("error");
    events.onAny(any);
    events.onError(onError);
    events.on("push", () => {
      throw new Error("boom");
    });
    events.removeListener("*", any);
    events.removeListener("error", onError);
    await expect(events.receive({ name: "push", payload: {} })).rejects.toThrow("boom");
    expect(calls).toEqual([]);
  });

  it("ignores a handler that was never registered", async () => {
    const events = createEventHandler();
    let calls = 0;
    events.on("push", () => void calls++);
    events.removeListener("push", () => undefined);
    events.removeListener("issues", () => undefined);
    await events.receive({ name: "push", payload: {} });
    expect(calls).toBe(1);
  });
});
