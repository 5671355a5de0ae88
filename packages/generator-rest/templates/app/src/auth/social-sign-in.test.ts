import { describe, expect, it } from "vitest";
import { openUsers } from "../users/open-users.js";
import { createSqliteStore } from "@hostkit/rest/sqlite";
import { socialProviders } from "@hostkit/rest/social";
import { socialSignIn } from "./social-sign-in.js";

const provider = socialProviders["<%= providers[0] %>"];

describe("socialSignIn", () => {
  it("creates one user when the same account signs up twice at once", async () => {
    const users = await openUsers(createSqliteStore());
    const profile = { id: "7", email: "ana@example.com" };
    const [first, second] = await Promise.all([
      socialSignIn(users, provider, profile),
      socialSignIn(users, provider, profile),
    ]);
    expect(second).toEqual(first);
    expect(await users.count({})).toBe(1);
    expect(first.services).toEqual({ <%= providers[0] %>: "7" });
  });
});
