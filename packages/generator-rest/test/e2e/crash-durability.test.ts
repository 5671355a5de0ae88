import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.js";
import { addGroup } from "../helpers/add-group.js";
import { generateProject } from "../helpers/generate-project.js";
import { startDevServer } from "../helpers/start-dev-server.js";
import { missingArticles, writeUntilKilled } from "../helpers/write-until-killed.js";

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
    const acknowledged = await writeUntilKilled(first, masterKey, CLIENTS, BEFORE_KILL);
    expect(acknowledged.length).toBeGreaterThanOrEqual(BEFORE_KILL);

    const second = await startDevServer(dir, await freePort());
    try {
      const missing = await missingArticles(second.url, acknowledged, CLIENTS);
      expect(missing).toEqual([]);
      const listed = (await (await fetch(`${second.url}/articles?limit=1&fields=id`)).json()) as unknown[];
      expect(listed).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });
});
