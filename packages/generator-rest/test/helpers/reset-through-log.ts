import { setTimeout as sleep } from "node:timers/promises";
import { expect } from "vitest";
import type { DevServer } from "./start-dev-server.js";

const LINK = /http:\/\/localhost:3000\/reset\/([\w-]{43})/;

/**
 * The password reset of a fresh project with no SMTP server: `npm run dev` prints the mail
 * to its log, and the link found there sets a new password for the walk-through's user.
 */
export async function resetThroughLog(server: DevServer, masterKey: string, email: string): Promise<void> {
  const asked = await fetch(`${server.url}/password-resets`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, link: "http://localhost:3000/reset", access_token: masterKey }),
  });
  expect(asked.status).toBe(202);
  const token = await linkInLog(server);

  const shown = await fetch(`${server.url}/password-resets/lookup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token }),
  });
  expect(await shown.json()).toMatchObject({ user: { email } });
  const changed = await fetch(`${server.url}/password-resets`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token, password: "a new password" }),
  });
  expect(changed.status).toBe(200);
  const signedIn = await fetch(`${server.url}/auth`, {
    method: "POST",
    headers: { authorization: `Basic ${Buffer.from(`${email}:a new password`).toString("base64")}` },
    body: new URLSearchParams({ access_token: masterKey }),
  });
  expect(signedIn.status).toBe(201);
}

/** The mail is printed once the answer has left, so the log is read until it shows up. */
async function linkInLog(server: DevServer, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const token = LINK.exec(server.output())?.[1];
    if (token) return token;
    await sleep(100);
  }
  throw new Error(`No reset link in the log of npm run dev:\n${server.output()}`);
}
