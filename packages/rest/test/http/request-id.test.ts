import fc from "fast-check";
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { requestId } from "../../src/http/request-id.js";

const sent = (value: string | string[] | undefined) =>
  ({ headers: { "x-request-id": value } }) as unknown as IncomingMessage;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestId", () => {
  it("keeps any plain token of 1 to 128 characters as sent", () => {
    const token = fc.stringMatching(/^[A-Za-z0-9._:/+=-]{1,128}$/);
    fc.assert(
      fc.property(token, (value) => {
        expect(requestId(sent(value))).toBe(value);
      }),
    );
  });

  it("answers a new UUID for anything else, so nothing a client sends reaches the logs unchecked", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (value) => {
        const id = requestId(sent(value));
        if (id !== value) expect(id).toMatch(uuid);
        expect(id).toMatch(/^[A-Za-z0-9._:/+=-]{1,128}$/);
      }),
    );
    expect(requestId(sent(undefined))).toMatch(uuid);
    expect(requestId(sent(["a", "b"]))).toMatch(uuid);
    expect(requestId(sent(undefined))).not.toBe(requestId(sent(undefined)));
  });
});
