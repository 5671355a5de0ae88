import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.js";
import { addGroup } from "../helpers/add-group.js";
import { generateProject } from "../helpers/generate-project.js";
import { startDevServer, type DevServer } from "../helpers/start-dev-server.js";

const CLIENTS = 16;
/** Acknowledged creations before the kill: enough that many writes are in flight when it lands. */
const BEFORE_KILL = 1_000;

describe("a generated project killed while clients write", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await generateProject("crash", []);
    await addGroup(dir, ["article", "--fields", "title:string!", "--master-methods", "create"]);
  });

  it("keeps every document it answered 201 for after SIGKILL and a restart", async () => {
    const masterKey = /^MASTER_KEY=(.+)$/m.exec(readFileSync(join(dir, ".env"), "utf8"))?.[1] ?? "";
    const first = await startDevServer(dir, await freePort());
    const acknowledged = await writeUntilKilled(first, masterKey);
    expect(acknowledged.length).toBeGreaterThanOrEqual(BEFORE_KILL);

    const second = await startDevServer(dir, await freePort());
    try {
      const missing: string[] = [];
      for (let start = 0; start < acknowledged.length; start += CLIENTS) {
        const batch = acknowledged.slice(start, start + CLIENTS);
        const statuses = await Promise.all(
          batch.map(async (id) => (await fetch(`${second.url}/articles/${id}`)).status),
        );
        missing.push(...batch.filter((_, index) => statuses[index] !== 200));
      }
      expect(missing).toEqual([]);
      const listed = (await (await fetch(`${second.url}/articles?limit=1&fields=id`)).json()) as unknown[];
      expect(listed).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });
});

/**
 * Sixteen clients create articles without pause; once `BEFORE_KILL` were answered 201 the
 * server is killed, and every client stops at its first failed request. Answers the ids
 * of the articles answered 201.
 */
async function writeUntilKilled(server: DevServer, masterKey: string): Promise<string[]> {
  const acknowledged: string[] = [];
  let killing: Promise<void> | undefined;
  const client = async (number: number): Promise<void> => {
    for (let sequence = 0; ; sequence += 1) {
      const body = JSON.stringify({ access_token: masterKey, title: `client ${number} article ${sequence}` });
      let answer: { status: number; text: string };
      try {
        const response = await fetch(`${server.url}/articles`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        answer = { status: response.status, text: await response.text() };
      } catch {
        // Refused or cut off by the kill: not acknowledged.
        return;
      }
      if (answer.status !== 201) throw new Error(`POST /articles answered ${answer.status}: ${answer.text}`);
      acknowledged.push((JSON.parse(answer.text) as { id: string }).id);
      if (acknowledged.length === BEFORE_KILL) killing = server.kill();
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, number) => client(number)));
  await killing;
  return acknowledged;
}
