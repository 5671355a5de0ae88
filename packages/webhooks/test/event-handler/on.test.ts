import { describe, expect, it } from "vitest";
import { createEventHandler } from "../../src/index.js";
import { createRecordingLogger } from "../helpers/recording-logger.js";

describe("on", () => {
  it("registers one handler for several names", async () => {
    const events = createEventHandler();
    const names: string[] = [];
    events.on(["push", "issues.opened"], (event) => void names.push(event.name));
    await events.receive({ name: "push", payload: {} });
    await events.receive({ name: "issues", payload: { action: "opened" } });
    await events.receive({ name: "issues", payload: { action: "closed" } });
    expect(names).toEqual(["push", "issues"]);
  });

  it("warns through log about an unknown name, and still runs the handler for it", async () => {
    const log = createRecordingLogger();
    const events = createEventHandler({ log });
    let ran = false;
    // @ts-expect-error an event name that is not in the event table
    events.on("issues.teleported", () => void (ran = true));
    expect(log.at("warn")).toEqual(['"issues.teleported" is not a known event name (see emitterEventNames)']);
    await events.receive({ name: "issues", payload: { action: "teleported" } });
    expect(ran).toBe(true);
  });

  it("does not warn about known names", () => {
    const log = createRecordingLogger();
    createEventHandler({ log }).on(["push", "issues", "workflow_run.requested"], () => undefined);
    expect(log.lines).toEqual([]);
  });

  it('throws for "*", pointing to onAny, and for "error", pointing to onError', () => {
    const events = createEventHandler();
    // @ts-expect-error "*" is not an event name
    expect(() => events.on("*", () => undefined)).toThrow(/use onAny\(handler\)/);
    // @ts-expect-error "error" is not an event name
    expect(() => events.on(["push", "error"], () => undefined)).toThrow(/use onError\(handler\)/);
  });

  it("registers nothing when one of several names is refused", async () => {
    const events = createEventHandler();
    let ran = false;
    // @ts-expect-error "*" is not an event name
    expect(() => events.on(["push", "*"], () => void (ran = true))).toThrow();
    await events.receive({ name: "push", payload: {} });
    expect(ran).toBe(false);
  });

  it("throws a TypeError for a handler that is not a function or a name that is not a string", () => {
    const events = createEventHandler();
    // @ts-expect-error testing bad input
    expect(() => events.on("push")).toThrow("handler must be a function, got undefined");
    // @ts-expect-error testing bad input
    expect(() => events.onAny("not a function")).toThrow(TypeError);
    // @ts-expect-error testing bad input
    expect(() => events.onError(null)).toThrow(TypeError);
    // @ts-expect-error testing bad input
    expect(() => events.on(42, () => undefined)).toThrow("event name must be a non-empty string");
  });
});
