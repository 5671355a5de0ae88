import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRelayMessage } from "../../src/relay/parse-relay-message.js";
import { webhookVocabularies } from "../../src/vocabulary.js";

describe("parseRelayMessage", () => {
  it("maps x-request-id, x-host-event, x-host-signature and the re-serialised body (property)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.object(), (id, name, body) => {
        const data = JSON.stringify({
          "x-request-id": id,
          "x-host-event": name,
          "x-host-signature": "sha256=ab",
          body,
        });
        const message = parseRelayMessage(data);
        expect(message).toMatchObject({ id, name, signature: "sha256=ab" });
        expect(message.payload).toBe(JSON.stringify(JSON.parse(JSON.stringify(body))));
      }),
    );
  });

  it("prefers x-host-signature-256 and builds the headers a local server expects", () => {
    const message = parseRelayMessage(
      JSON.stringify({
        "x-request-id": "r1",
        "x-host-event": "push",
        "x-host-signature": "sha256=old",
        "x-host-signature-256": "sha256=new",
        "Content-Type": "application/x-www-form-urlencoded",
        host: "relay.example",
        "content-length": "999",
        body: { ref: "main" },
        query: { a: "1" },
        timestamp: 1,
      }),
    );
    expect(message.signature).toBe("sha256=new");
    expect(message.headers).toEqual({
      "x-request-id": "r1",
      "x-host-event": "push",
      "x-host-signature": "sha256=old",
      "x-host-signature-256": "sha256=new",
      "x-host-delivery": "r1",
      "content-type": "application/json",
    });
  });

  it("takes the delivery id from x-host-delivery without x-request-id", () => {
    const message = parseRelayMessage(
      '{"x-host-delivery":"d9","x-host-event":"ping","x-host-signature":"s","body":{}}',
    );
    expect(message.id).toBe("d9");
  });

  it("says what is wrong with a message it cannot use", () => {
    expect(() => parseRelayMessage("{oops")).toThrow("relay message is not JSON: {oops");
    expect(() => parseRelayMessage("[1]")).toThrow("relay message is not a JSON object: [1]");
    expect(() => parseRelayMessage("{}")).toThrow("relay message lacks x-host-event, x-host-signature, body");
    expect(() => parseRelayMessage('{"x-host-event":"push","x-host-signature":"s"}')).toThrow(
      "relay message lacks body",
    );
  });

  it("reads the github vocabulary's headers, without falling back to the SHA-1 x-hub-signature", () => {
    const message = parseRelayMessage(
      JSON.stringify({
        "x-github-event": "issues",
        "x-github-delivery": "72d3162e",
        "x-hub-signature": "sha1=legacy",
        "x-hub-signature-256": "sha256=abc",
        body: { action: "opened" },
      }),
      webhookVocabularies.github,
    );
    expect(message).toMatchObject({ id: "72d3162e", name: "issues", signature: "sha256=abc" });
    expect(message.headers).toMatchObject({ "x-github-delivery": "72d3162e", "x-hub-signature-256": "sha256=abc" });
    expect(() =>
      parseRelayMessage(
        '{"x-github-event":"push","x-hub-signature":"sha1=legacy","body":{}}',
        webhookVocabularies.github,
      ),
    ).toThrow("relay message lacks x-hub-signature-256");
    expect(() =>
      parseRelayMessage('{"x-host-event":"push","x-host-signature":"s","body":{}}', webhookVocabularies.github),
    ).toThrow("relay message lacks x-github-event, x-hub-signature-256");
  });
});
