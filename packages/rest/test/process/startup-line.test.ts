import { describe, expect, it } from "vitest";
import { startupLine } from "../../src/process/index.js";

const everywhere = { address: "0.0.0.0", family: "IPv4", port: 9000 };

describe("startupLine", () => {
  it("gives the addresses to open, localhost when the server listens on every interface", () => {
    expect(startupLine({ address: everywhere, docs: true, masterKey: "in .env" })).toBe(
      "API at http://localhost:9000, reference at http://localhost:9000/docs, master key: MASTER_KEY in .env",
    );
    expect(startupLine({ address: { address: "::", family: "IPv6", port: 9000 }, docs: false })).toBe(
      "API at http://localhost:9000",
    );
  });

  it("names a HOST as it listens there, IPv6 in brackets, and leaves the reference out when /docs is off", () => {
    expect(
      startupLine({
        address: { address: "::1", family: "IPv6", port: 9100 },
        docs: false,
        masterKey: "from the environment",
      }),
    ).toBe("API at http://[::1]:9100, master key: MASTER_KEY from the environment");
    expect(startupLine({ address: { address: "127.0.0.1", family: "IPv4", port: 9100 }, docs: true })).toBe(
      "API at http://127.0.0.1:9100, reference at http://127.0.0.1:9100/docs",
    );
  });
});
