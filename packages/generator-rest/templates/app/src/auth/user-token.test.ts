<%_ if (auth) { _%>
import { SignJWT } from "jose";
import { describe, expect, it, vi } from "vitest";
import { signUserToken, tokenVerifier } from "./user-token.js";

const settings = { jwtSecret: "s".repeat(32), jwtExpiresIn: "1h" };
const sign = (claims: Record<string, unknown>, expiresAt: number, secret = settings.jwtSecret) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(new TextEncoder().encode(secret));

describe("user tokens", () => {
  it("name the user and expire after jwtExpiresIn", async () => {
    const token = await signUserToken("user-1", settings);
    expect(await tokenVerifier(settings.jwtSecret)(token)).toBe("user-1");
    const [, payload = ""] = token.split(".");
    const { iat, exp } = JSON.parse(Buffer.from(payload, "base64url").toString()) as { iat: number; exp: number };
    expect(exp - iat).toBe(3600);
  });

  it("refuse tokens without an expiry or a subject, or signed with another secret", async () => {
    const verify = tokenVerifier(settings.jwtSecret);
    const later = Date.now() + 60_000;
    expect(await verify(await sign({ sub: "user-1" }, later, "another secret, just as long!!!!"))).toBeUndefined();
    expect(await verify(await sign({}, later))).toBeUndefined();
    const noExpiry = await new SignJWT({ sub: "user-1" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(settings.jwtSecret));
    expect(await verify(noExpiry)).toBeUndefined();
  });

  it("stop accepting a remembered token once it expires", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const verify = tokenVerifier(settings.jwtSecret);
      const token = await sign({ sub: "user-1" }, Date.now() + 60_000);
      expect(await verify(token)).toBe("user-1");
      expect(await verify(token)).toBe("user-1");
      vi.setSystemTime(Date.now() + 61_000);
      expect(await verify(token)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
<%_ } _%>
