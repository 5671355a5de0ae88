import { describe, expect, it } from "vitest";
import { createEventHandler, WebhookHandlerError, type EmitterWebhookEvent } from "../../src/index.js";
import { deferred } from "../helpers/deferred.js";
import { createRecordingLogger } from "../helpers/recording-logger.js";

const opened = { id: "delivery-1", name: "issues", payload: { action: "opened", number: 1 } } as const;

describe("receive", () => {
  it("calls matching handlers with {id, name, payload} and resolves with no value", async () => {
    const events = createEventHandler();
    const seen: EmitterWebhookEvent[] = [];
    events.on("issues", (event) => void seen.push(event));
    await expect(events.receive(opened)).resolves.toBeUndefined();
    expect(seen).toEqual([{ id: "delivery-1", name: "issues", payload: { action: "opened", number: 1 } }]);
  });

  it("emits an event with an action under both the event name and <event>.<action>", async () => {
    const events = createEventHandler();
    const calls: string[] = [];
    events.on("issues", () => void calls.push("issues"));
    events.on("issues.opened", (event) => void calls.push(`issues.opened as ${event.name}`));
    events.on("issues.closed", () => void calls.push("issues.closed"));
    events.on("push", () => void calls.push("push"));
    await events.receive(opened);
    expect(calls).toEqual(["issues", "issues.opened as issues"]);
  });

  it("emits an event without an action under its name only", async () => {
    const events = createEventHandler();
    const calls: string[] = [];
    events.on("push", () => void calls.push("push"));
    await events.receive({ id: "1", name: "push", payload: { ref: "refs/heads/main" } });
    expect(calls).toEqual(["push"]);
  });

  it("runs the handlers of one event in parallel and waits for all of them", async () => {
    const events = createEventHandler();
    const first = deferred();
    const second = deferred();
    const started: string[] = [];
    events.on("issues", async () => {
      started.push("first");
      await first.promise;
    });
    events.on("issues.opened", async () => {
      started.push("second");
      await second.promise;
    });
    let settled = false;
    const receiving = events.receive(opened).then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["first", "second"]);
    first.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    second.resolve();
    await receiving;
    expect(settled).toBe(true);
  });

  it("runs onAny handlers once for every event, with the untransformed event", async () => {
    const events = createEventHandler({ transform: (event) => ({ ...event, extra: true }) });
    const seen: unknown[] = [];
    events.onAny((event) => void seen.push(event));
    await events.receive(opened);
    await events.receive({ id: "2", name: "push", payload: {} });
    await events.receive({ id: "3", name: "some_future_event", payload: {} });
    expect(seen).toEqual([
      opened,
      { id: "2", name: "push", payload: {} },
      { id: "3", name: "some_future_event", payload: {} },
    ]);
  });

  it("gives an event without an id a random UUID", async () => {
    const events = createEventHandler();
    const ids: string[] = [];
    events.onAny((event) => void ids.push(event.id));
    await events.receive({ name: "push", payload: {} });
    await events.receive({ name: "push", payload: {} });
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it("keeps the handler list it started with when a handler registers or removes handlers", async () => {
    const events = createEventHandler();
    const calls: string[] = [];
    const late = () => void calls.push("late");
    const second = () => void calls.push("second");
    events.on("issues", () => {
      calls.push("first");
      events.on("issues", late);
      events.removeListener("issues", second);
    });
    events.on("issues", second);
    await events.receive(opened);
    expect(calls).toEqual(["first", "second"]);
    await events.receive(opened);
    expect(calls).toEqual(["first", "second", "first", "late"]);
  });

  describe("handler failures", () => {
    it("rejects with an error whose .errors lists every thrown and rejected error, each the original", async () => {
      const events = createEventHandler();
      const thrown = Object.assign(new Error("thrown"), { status: 422 });
      const rejected = new Error("rejected");
      events.on("issues", () => {
        throw thrown;
      });
      events.on("issues.opened", async () => {
        throw rejected;
      });
      events.onAny(() => undefined);
      const error = await events.receive(opened).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(WebhookHandlerError);
      expect(error).toBeInstanceOf(AggregateError);
      const failure = error as WebhookHandlerError;
      expect(failure.errors).toHaveLength(2);
      expect(failure.errors[0]).toBe(thrown);
      expect(failure.errors[1]).toBe(rejected);
      expect(failure.errors[0].status).toBe(422);
      expect(failure.status).toBe(422);
      expect(failure.event).toEqual(opened);
      expect(failure.message).toContain("thrown");
      expect(failure.message).toContain("rejected");
    });

    it("collects every rejection, in registration order, not only the first to settle", async () => {
      const events = createEventHandler();
      const late = deferred();
      events.on("issues", async () => {
        await late.promise;
        throw new Error("first registered, last to fail");
      });
      events.on("issues", async () => undefined);
      events.on("issues.opened", async () => {
        throw new Error("second registered, first to fail");
      });
      const receiving = events.receive(opened).catch((caught: unknown) => caught);
      await new Promise((resolve) => setImmediate(resolve));
      late.resolve();
      const error = (await receiving) as WebhookHandlerError;
      expect(error.errors.map((each: Error) => each.message)).toEqual([
        "first registered, last to fail",
        "second registered, first to fail",
      ]);
    });

    it("waits for the other handlers before rejecting", async () => {
      const events = createEventHandler();
      const slow = deferred();
      let slowDone = false;
      events.on("issues", () => {
        throw new Error("fast failure");
      });
      events.on("issues", async () => {
        await slow.promise;
        slowDone = true;
      });
      const receiving = events.receive(opened).catch((error: unknown) => error);
      await new Promise((resolve) => setImmediate(resolve));
      slow.resolve();
      const error = (await receiving) as WebhookHandlerError;
      expect(slowDone).toBe(true);
      expect(error.errors.map((each: Error) => each.message)).toEqual(["fast failure"]);
    });

    it("answers 500 as .status when no handler error carries an HTTP status", async () => {
      const events = createEventHandler();
      events.on("issues", () => {
        throw "a string";
      });
      events.on("issues", () => {
        throw Object.assign(new Error("odd status"), { status: 42 });
      });
      const error = (await events.receive(opened).catch((caught: unknown) => caught)) as WebhookHandlerError;
      expect(error.errors[0]).toBe("a string");
      expect(error.status).toBe(500);
    });

    it("passes the error to every onError handler with .event = {id, name, payload}", async () => {
      const events = createEventHandler();
      const received: unknown[] = [];
      events.onError((error) => void received.push(error));
      events.onError((error) => void received.push(error.event));
      events.on("issues", () => {
        throw new Error("boom");
      });
      const error = await events.receive(opened).catch((caught: unknown) => caught);
      expect(received).toEqual([error, opened]);
    });

    it("never lets an asynchronous error handler block receive", async () => {
      const log = createRecordingLogger();
      const events = createEventHandler({ log });
      const never = new Promise<void>(() => undefined);
      events.onError(() => never);
      events.onError(async () => {
        throw new Error("error handler rejected");
      });
      events.onError(() => {
        throw new Error("error handler threw");
      });
      events.on("issues", () => {
        throw new Error("boom");
      });
      await expect(events.receive(opened)).rejects.toThrow("boom");
      expect(log.at("error")).toContainEqual(expect.stringContaining("error handler threw"));
      await log.waitFor("error", /error handler rejected/);
    });

    it("resolves when every handler succeeds, without calling onError", async () => {
      const events = createEventHandler();
      let errors = 0;
      events.onError(() => void errors++);
      events.on("issues", async () => undefined);
      await events.receive(opened);
      expect(errors).toBe(0);
    });
  });

  describe("bad input", () => {
    const events = createEventHandler();

    it.each([
      ["no event", undefined, "event must be an object"],
      ["no name", { payload: {} }, "name is required"],
      ["an empty name", { name: "", payload: {} }, "name is required"],
      ["a name that is not a string", { name: 7, payload: {} }, "name must be a string"],
      ["the name *", { name: "*", payload: {} }, '"*" is not an event name'],
      ["the name error", { name: "error", payload: {} }, '"error" is not an event name'],
      ["no payload", { name: "push" }, "payload is required"],
      ["a string payload", { name: "push", payload: "{}" }, "payload must be an object"],
      ["an array payload", { name: "push", payload: [] }, "payload must be an object"],
      ["an id that is not a string", { id: 1, name: "push", payload: {} }, "id must be a string"],
    ])("rejects (never throws) for %s", async (_label, input, message) => {
      let returned: Promise<void> | undefined;
      // @ts-expect-error testing bad input
      expect(() => (returned = events.receive(input))).not.toThrow();
      await expect(returned).rejects.toThrow(message);
    });
  });
});
