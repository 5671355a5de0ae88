import { isIPv4 } from "node:net";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientNetwork } from "../../src/http/index.js";

/** The full form of an IPv6 address given as eight groups, and one of its shortest forms. */
const groups = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });
const full = (parts: number[]) => parts.map((part) => part.toString(16)).join(":");

describe("clientNetwork", () => {
  it("counts IPv4 addresses one by one, mapped into IPv6 or not", () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(clientNetwork(ip)).toBe(ip);
        expect(clientNetwork(`::ffff:${ip}`)).toBe(ip);
        expect(isIPv4(clientNetwork(`::ffff:${ip}`))).toBe(true);
      }),
    );
  });

  it("counts IPv6 addresses by their /64, however they are written", () => {
    expect(clientNetwork("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8:1:2:ffff:eeee:dddd:cccc")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:DB8:1:2::abcd%eth0")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    fc.assert(
      fc.property(groups, groups, (a, b) => {
        const sameNetwork = [...a.slice(0, 4), ...b.slice(4)];
        expect(clientNetwork(full(a))).toBe(clientNetwork(full(sameNetwork)));
        const differs = a.slice(0, 4).some((part, index) => part !== b[index]);
        if (differs && full(a.slice(0, 6)) !== "0:0:0:0:0:ffff")
          expect(clientNetwork(full(a))).not.toBe(clientNetwork(full(b)));
      }),
    );
  });

  it("reads the compressed form as the full one", () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        const network = clientNetwork(ip);
        expect(network === clientNetwork(ip.toUpperCase())).toBe(true);
        expect(network).toMatch(/^([0-9a-f]{1,4}:){4}:\/64$|^\d+\.\d+\.\d+\.\d+$/);
      }),
    );
  });
});
