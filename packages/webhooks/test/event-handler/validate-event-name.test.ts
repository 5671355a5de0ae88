import { describe, expect, it, vi } from "vitest";
import { createEventHandler, validateEventName, Webhooks } from "../../src/index.js";
import { createRecordingLogger } from "../helpers/recording-logger.js";

const unknown = '"issues.teleported" is not a known event name (see emitterEventNames)';

describe("validateEventName", () => {
  it("passes an event, and an event with one of its actions", () => {
    for (const name of ["issues", "issues.opened", "push", "workflow_run.requested"]) {
      expect(() => validateEventName(name)).not.toThrow();
    }
  });

  it("throws for a name outside the event table by default", () => {
    expect(() => validateEventName("issues.teleported")).toThrow(new Error(unknown));
    expect(() => validateEventName("push.created", { onUnknownEventName: "throw" })).toThrow(/not a known event name/);
  });

  it("warns instead with onUnknownEventName: warn, through log or else the console", () => {
    const log = createRecordingLogger();
    validateEventName("issues.teleported", { onUnknownEventName: "warn", log });
    expect(log.at("warn")).toEqual([unknown]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      validateEventName("issues.teleported", { onUnknownEventName: "warn" });
      expect(warn.mock.calls).toEqual([[unknown]]);
    } finally {
      warn.mockRestore();
    }
  });

  it("says nothing with onUnknownEventName: ignore", () => {
    const log = createRecordingLogger();
    validateEventName("issues.teleported", { onUnknownEventName: "ignore", log });
    expect(log.lines).toEqual([]);
  });

  it('throws for "*" and "error" whatever onUnknownEventName says, pointing to onAny and onError', () => {
    for (const onUnknownEventName of ["throw", "warn", "ignore"] as const) {
      expect(() => validateEventName("*", { onUnknownEventName })).toThrow(/use onAny\(handler\)/);
      expect(() => validateEventName("error", { onUnknownEventName })).toThrow(/use onError\(handler\)/);
    }
  });

  it("throws a TypeError for an empty string or a value that is not a string, whatever onUnknownEventName says", () => {
    for (const onUnknownEventName of ["throw", "warn", "ignore"] as const) {
      expect(() => validateEventName("", { onUnknownEventName })).toThrow(
        new TypeError('event name must be a non-empty string, got ""'),
      );
      for (const [name, kind] of [
        [42, "number"],
        [undefined, "undefined"],
        [["push"], "object"],
      ] as const) {
        expect(() => validateEventName(name, { onUnknownEventName })).toThrow(
          new TypeError(`event name must be a non-empty string, got ${kind}`),
        );
      }
    }
  });

  it("refuses an onUnknownEventName it does not know", () => {
    // @ts-expect-error testing a bad option
    expect(() => validateEventName("push", { onUnknownEventName: "explode" })).toThrow(
      new TypeError('options.onUnknownEventName must be "throw", "warn" or "ignore", got "explode"'),
    );
  });
});

// The default, a warning, is on.test.ts's.
describe("onUnknownEventName of Webhooks and createEventHandler", () => {
  it('makes on() throw for an unknown name with "throw", registering none of the names', async () => {
    const webhooks = new Webhooks({ secret: "secret", onUnknownEventName: "throw" });
    let ran = false;
    // @ts-expect-error an event name that is not in the event table
    expect(() => webhooks.on(["issues", "issues.teleported"], () => void (ran = true))).toThrow(new Error(unknown));
    await webhooks.receive({ name: "issues", payload: { action: "teleported" } });
    expect(ran).toBe(false);
    expect(() => webhooks.on("issues.opened", () => undefined)).not.toThrow();
  });

  it('registers the handler silently with "ignore"', async () => {
    const log = createRecordingLogger();
    const events = createEventHandler({ log, onUnknownEventName: "ignore" });
    let ran = false;
    // @ts-expect-error an event name that is not in the event table
    events.on("issues.teleported", () => void (ran = true));
    expect(log.lines).toEqual([]);
    await events.receive({ name: "issues", payload: { action: "teleported" } });
    expect(ran).toBe(true);
  });

  it("refuses an onUnknownEventName it does not know when constructed", () => {
    // @ts-expect-error testing a bad option
    expect(() => new Webhooks({ secret: "secret", onUnknownEventName: "loud" })).toThrow(
      'options.onUnknownEventName must be "throw", "warn" or "ignore", got "loud"',
    );
  });
});
