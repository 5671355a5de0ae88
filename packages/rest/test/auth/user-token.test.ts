import { SignJWT } from "jose";
import { describe, expect, it, vi } from "vitest";
import { signUserToken, tokenVerifier } from "../../src/auth/user-token.js";

const settings = { jwtSecret: "s".repeat(32), jwtExpiresIn: "1h", issuer: "notes-api" };
const ours = { iss: "notes-api", aud: "notes-api", iat: Math.floor(Date.now() / 1000) };
const sign = (claims: Record<string, unknown>, expiresAt: number, secret = settings.jwtSecret) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(new TextEncoder().encode(secret));

describe("user tokens", () => {
  it("name the user, this API as issuer and audience, the millisecond of issue, and expire after jwtExpiresIn", async () => {
    const before = Date.now();
    const token = await signUserToken("user-1", settings);
    const claims = await tokenVerifier(settings)(token);
    expect(claims?.userId).toBe("user-1");
    expect(claims?.issuedAt).toBeGreaterThanOrEqual(before);
    expect(claims?.issuedAt).toBeLessThanOrEqual(Date.now());
    const [, payload = ""] = token.split(".");
    const decoded = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, number>;
    expect(decoded).toMatchObject({ iss: "notes-api", aud: "notes-api" });
    expect(decoded["exp"]).toBe(Math.floor(decoded["iat"] ?? 0) + 3600);
  });

  it("refuse tokens without an expiry, a subject, our issuer or audience, or signed with another secret", async () => {
    const verify = tokenVerifier(settings);
    const later = Date.now() + 60_000;
    expect(await verify(await sign({ ...ours, sub: "user-1" }, later))).toMatchObject({ userId: "user-1" });
    expect(
      await verify(await sign({ ...ours, sub: "user-1" }, later, "another secret, just as long!!!!")),
    ).toBeUndefined();
    expect(await verify(await sign(ours, later))).toBeUndefined();
    expect(await verify(await sign({ ...ours, sub: "user-1", iss: "another-api" }, later))).toBeUndefined();
    expect(await verify(await sign({ ...ours, sub: "user-1", aud: "another-api" }, later))).toBeUndefined();
    expect(await verify(await sign({ sub: "user-1" }, later))).toBeUndefined();
    const noExpiry = await new SignJWT({ ...ours, sub: "user-1" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(settings.jwtSecret));
    expect(await verify(noExpiry)).toBeUndefined();
  });

  it("stop accepting a remembered token once it expires", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const verify = tokenVerifier(settings);
      const token = await sign({ ...ours, sub: "user-1" }, Date.now() + 60_000);
      expect(await verify(token)).toMatchObject({ userId: "user-1" });
      expect(await verify(token)).toMatchObject({ userId: "user-1" });
      vi.setSystemTime(Date.now() + 61_000);
      expect(await verify(token)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
