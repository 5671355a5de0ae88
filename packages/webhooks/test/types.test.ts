// Type tests: `npm run typecheck` checks every expectation and @ts-expect-error here; vitest runs them too.
import { describe, expectTypeOf, it } from "vitest";
import {
  createEventHandler,
  emitterEventNames,
  Webhooks,
  type EmitterWebhookEvent,
  type EmitterWebhookEventName,
  type WebhookError,
  type WebhookEventName,
  type WebhookPayload,
  type WebhookPayloadMap,
  type WebhookPayloads,
  validateEventName,
} from "../src/index.js";

describe("types", () => {
  it("EmitterWebhookEventName is every event and <event>.<action>, nothing else", () => {
    expectTypeOf<"issues">().toExtend<EmitterWebhookEventName>();
    expectTypeOf<"issues.opened">().toExtend<EmitterWebhookEventName>();
    expectTypeOf<"push">().toExtend<EmitterWebhookEventName>();
    expectTypeOf<"issues.teleported">().not.toExtend<EmitterWebhookEventName>();
    expectTypeOf<"push.created">().not.toExtend<EmitterWebhookEventName>();
    expectTypeOf<"*">().not.toExtend<EmitterWebhookEventName>();
    expectTypeOf<WebhookEventName>().toExtend<EmitterWebhookEventName>();
    expectTypeOf<"issues.opened">().not.toExtend<WebhookEventName>();
  });

  it("emitterEventNames is a read-only tuple of those names", () => {
    expectTypeOf(emitterEventNames[0]).toEqualTypeOf<"branch_protection_configuration">();
    expectTypeOf<(typeof emitterEventNames)[number]>().toEqualTypeOf<EmitterWebhookEventName>();
    // Never called: the test files that share this worker read the table.
    // @ts-expect-error the tuple is read-only
    const typeOnly = () => emitterEventNames.push("push");
    void typeOnly;
  });

  it("EmitterWebhookEvent<Name> narrows name and payload to one event/action", () => {
    type Opened = EmitterWebhookEvent<"issues.opened">;
    expectTypeOf<Opened["name"]>().toEqualTypeOf<"issues">();
    expectTypeOf<Opened["payload"]["action"]>().toEqualTypeOf<"opened">();
    expectTypeOf<Opened["id"]>().toEqualTypeOf<string>();
  });

  it("EmitterWebhookEvent<Name> narrows to several names", () => {
    type Issue = EmitterWebhookEvent<"issues.opened" | "issues.closed">;
    expectTypeOf<Issue["name"]>().toEqualTypeOf<"issues">();
    expectTypeOf<Issue["payload"]["action"]>().toEqualTypeOf<"opened" | "closed">();
    type Mixed = EmitterWebhookEvent<"push" | "star.created">;
    expectTypeOf<Mixed["name"]>().toEqualTypeOf<"push" | "star">();
  });

  it("an event name alone covers all of its actions", () => {
    expectTypeOf<EmitterWebhookEvent<"star">["payload"]["action"]>().toEqualTypeOf<"created" | "deleted">();
    expectTypeOf<EmitterWebhookEvent<"label">["payload"]["action"]>().toEqualTypeOf<"created" | "deleted" | "edited">();
  });

  it("the default event is a union over every event, narrowed by comparing name", () => {
    const handle = (event: EmitterWebhookEvent) => {
      if (event.name === "watch") expectTypeOf(event.payload.action).toEqualTypeOf<"started">();
      if (event.name === "push") {
        expectTypeOf(event.payload).toEqualTypeOf<WebhookPayloads.PushEvent>();
        expectTypeOf(event.payload).not.toHaveProperty("action");
      }
    };
    expectTypeOf(handle).parameter(0).toHaveProperty("name").toEqualTypeOf<WebhookEventName>();
  });

  it("payload fields are typed from the payload schemas, for strictNullChecks", () => {
    const handle = (event: EmitterWebhookEvent<"issues.opened">) => {
      expectTypeOf(event.payload).toEqualTypeOf<WebhookPayloads.IssuesOpenedEvent>();
      expectTypeOf(event.payload.issue.number).toEqualTypeOf<number>();
      expectTypeOf(event.payload.issue.state).toEqualTypeOf<"open">();
      expectTypeOf(event.payload.sender.login).toEqualTypeOf<string>();
      expectTypeOf(event.payload.repository.full_name).toEqualTypeOf<string>();
      // @ts-expect-error installation may be absent: check it first
      void event.payload.installation.id;
      expectTypeOf(event.payload.installation?.id).toEqualTypeOf<number | undefined>();
      // @ts-expect-error no such field
      void event.payload.issue.titel;
      expectTypeOf(event.payload.issue.body).toEqualTypeOf<string | null>();
    };
    void handle;
  });

  it("a union of names gives the union of their payloads", () => {
    expectTypeOf<EmitterWebhookEvent<"issues.opened" | "issues.closed">["payload"]>().toEqualTypeOf<
      WebhookPayloads.IssuesOpenedEvent | WebhookPayloads.IssuesClosedEvent
    >();
    expectTypeOf<EmitterWebhookEvent<"push" | "star.created">["payload"]>().toEqualTypeOf<
      WebhookPayloads.PushEvent | WebhookPayloads.StarCreatedEvent
    >();
    expectTypeOf<EmitterWebhookEvent<"star">["payload"]>().toEqualTypeOf<
      WebhookPayloads.StarCreatedEvent | WebhookPayloads.StarDeletedEvent
    >();
    expectTypeOf<WebhookPayloadMap["issues"]>().toEqualTypeOf<WebhookPayloads.IssuesEvent>();
  });

  it("names the payload schemas lack keep today's open payload", () => {
    expectTypeOf<EmitterWebhookEvent<"projects_v2.created">["payload"]>().toEqualTypeOf<WebhookPayload<"created">>();
    expectTypeOf<EmitterWebhookEvent<"security_and_analysis">["payload"]>().toEqualTypeOf<WebhookPayload>();
    expectTypeOf<EmitterWebhookEvent<"projects_v2.created">["payload"]["issue"]>().toEqualTypeOf<unknown>();
    // An action the schemas lack sits beside the described ones of the same event.
    expectTypeOf<EmitterWebhookEvent<"discussion">["payload"]>().toExtend<
      WebhookPayloads.DiscussionEvent | WebhookPayload<"closed" | "reopened">
    >();
    expectTypeOf<EmitterWebhookEvent<"discussion.closed">["payload"]["action"]>().toEqualTypeOf<"closed">();
  });

  it("an event whose schema takes any action narrows by its name", () => {
    expectTypeOf<EmitterWebhookEvent<"repository_dispatch">["payload"]["action"]>().toEqualTypeOf<string>();
    expectTypeOf<EmitterWebhookEvent<"repository_dispatch.sample">["payload"]["action"]>().toEqualTypeOf<"sample">();
  });

  it("on infers the handler's event from the name or names", () => {
    const webhooks = new Webhooks({ secret: "secret" });
    webhooks.on("pull_request.opened", (event) => {
      expectTypeOf(event.name).toEqualTypeOf<"pull_request">();
      expectTypeOf(event.payload.action).toEqualTypeOf<"opened">();
    });
    webhooks.on(["issues.opened", "issue_comment.created"], (event) => {
      expectTypeOf(event.name).toEqualTypeOf<"issues" | "issue_comment">();
      expectTypeOf(event.payload.action).toEqualTypeOf<"opened" | "created">();
    });
    webhooks.onAny((event) => {
      expectTypeOf(event).toEqualTypeOf<EmitterWebhookEvent>();
      expectTypeOf(event.payload).toEqualTypeOf<WebhookPayloadMap[WebhookEventName]>();
      if (event.name === "issues") expectTypeOf(event.payload).toEqualTypeOf<WebhookPayloadMap["issues"]>();
    });
    webhooks.on("issues.opened", ({ payload }) => expectTypeOf(payload.issue.number).toEqualTypeOf<number>());
    webhooks.onError((error) => {
      expectTypeOf(error).toEqualTypeOf<WebhookError>();
      expectTypeOf(error.status).toEqualTypeOf<number>();
      expectTypeOf(error.event.name).toEqualTypeOf<string>();
    });
  });

  it("on refuses names that are not events", () => {
    const events = createEventHandler();
    const handler = () => undefined;
    // Only type-checked, never called: the on tests cover what these calls do at runtime.
    const typeOnly = (_call: () => void) => undefined;
    // @ts-expect-error not an event name
    typeOnly(() => events.on("issues.teleported", handler));
    // @ts-expect-error "*" is for onAny
    typeOnly(() => events.on("*", handler));
    // @ts-expect-error "error" is for onError
    typeOnly(() => events.on("error", handler));
  });

  it("transform's result reaches on handlers, not onAny handlers", () => {
    const webhooks = new Webhooks({ secret: "secret", transform: async (event) => ({ ...event, octokit: 42 }) });
    webhooks.on("push", (event) => {
      expectTypeOf(event.octokit).toEqualTypeOf<number>();
      expectTypeOf(event.name).toEqualTypeOf<"push">();
    });
    webhooks.onAny((event) => expectTypeOf(event).not.toHaveProperty("octokit"));
  });

  it("removeListener takes what on, onAny and onError take", () => {
    const events = createEventHandler();
    const onPush = (event: EmitterWebhookEvent<"push">) => void event;
    events.removeListener("push", onPush);
    events.removeListener(["push"], onPush);
    events.removeListener("*", (event: EmitterWebhookEvent) => void event);
    events.removeListener("error", (error: WebhookError) => void error);
    // @ts-expect-error not an event name
    events.removeListener("nope", onPush);
  });

  it("sign returns a string, verify a boolean, receive a parsed payload and verifyAndReceive a string or bytes", () => {
    const webhooks = new Webhooks({ secret: "secret" });
    expectTypeOf(webhooks.sign).returns.toEqualTypeOf<string>();
    expectTypeOf(webhooks.verify).returns.toEqualTypeOf<boolean>();
    expectTypeOf(webhooks.receive).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(webhooks.verifyAndReceive).parameter(0).toHaveProperty("payload").toEqualTypeOf<string | Uint8Array>();
    // @ts-expect-error receive takes a parsed payload
    void webhooks.receive({ name: "push", payload: "{}" }).catch(() => undefined);
  });

  it("validateEventName narrows what it checked: to an event name by default, to a string when unknown names pass", () => {
    const narrowed = (name: unknown) => {
      validateEventName(name);
      expectTypeOf(name).toEqualTypeOf<EmitterWebhookEventName>();
    };
    const thrown = (name: string) => {
      validateEventName(name, { onUnknownEventName: "throw" });
      expectTypeOf(name).toEqualTypeOf<EmitterWebhookEventName>();
    };
    const warned = (name: unknown) => {
      validateEventName(name, { onUnknownEventName: "warn" });
      expectTypeOf(name).toEqualTypeOf<string>();
    };
    const ignored = (name: unknown) => {
      validateEventName(name, { onUnknownEventName: "ignore" });
      expectTypeOf(name).toEqualTypeOf<string>();
    };
    const chosenAtRunTime = (name: unknown, onUnknownEventName: "throw" | "warn") => {
      validateEventName(name, { onUnknownEventName });
      expectTypeOf(name).toEqualTypeOf<string>();
    };
    // @ts-expect-error not one of "throw", "warn" and "ignore"
    const typeOnly = () => validateEventName("push", { onUnknownEventName: "explode" });
    void [narrowed, thrown, warned, ignored, chosenAtRunTime, typeOnly];
  });

  it("Webhooks and createEventHandler take onUnknownEventName", () => {
    expectTypeOf(new Webhooks({ secret: "secret", onUnknownEventName: "throw" })).toEqualTypeOf<Webhooks>();
    void createEventHandler({ onUnknownEventName: "ignore" });
    // @ts-expect-error not one of "throw", "warn" and "ignore"
    const typeOnly = () => createEventHandler({ onUnknownEventName: "loud" });
    void typeOnly;
  });

  it("additionalSecrets is a list of strings", () => {
    expectTypeOf<ConstructorParameters<typeof Webhooks>[0]["additionalSecrets"]>().toEqualTypeOf<
      readonly string[] | undefined
    >();
    // @ts-expect-error one secret is not a list
    const typeOnly = () => new Webhooks({ secret: "secret", additionalSecrets: "old" });
    void typeOnly;
  });
});
