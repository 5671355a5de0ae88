import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { emitterEventNames } from "../src/index.js";

const run = promisify(execFile);
const packageRoot = fileURLToPath(new URL("../", import.meta.url));
const script = "scripts/generate-event-names.mjs";

interface EventsFile {
  events: { event: string; actions: string[] }[];
}

async function readEvents(root = packageRoot): Promise<EventsFile> {
  return JSON.parse(await readFile(join(root, "data/events.json"), "utf8")) as EventsFile;
}

/** A copy of the generator with its data and generated files, to change without touching the package. */
async function copyGenerator(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "hostkit-event-names-"));
  for (const part of ["data", "scripts", "src/generated"])
    await cp(join(packageRoot, part), join(root, part), { recursive: true });
  return root;
}

describe("emitterEventNames", () => {
  it("holds every event and every <event>.<action> of data/events.json, exactly that set", async () => {
    const { events } = await readEvents();
    const expected = events.flatMap(({ event, actions }) => [event, ...actions.map((action) => `${event}.${action}`)]);
    expect(new Set(emitterEventNames).size).toBe(emitterEventNames.length);
    expect([...emitterEventNames].sort()).toEqual(expected.sort());
  });

  it("covers the supported events: 71 events, 58 of them with 231 actions in all", async () => {
    const { events } = await readEvents();
    expect(events).toHaveLength(71);
    expect(events.filter(({ actions }) => actions.length > 0)).toHaveLength(58);
    expect(emitterEventNames).toHaveLength(71 + 231);
    expect(emitterEventNames).toContain("installation.new_permissions_accepted");
    expect(emitterEventNames).toContain("repository_vulnerability_alert.create");
    expect(emitterEventNames).toContain("workflow_dispatch");
    expect(emitterEventNames).not.toContain("workflow_dispatch.created");
  });

  it("is what the generator makes of the data file: regenerating changes nothing", async () => {
    await expect(run(process.execPath, [script, "--check"], { cwd: packageRoot })).resolves.toMatchObject({
      stderr: "",
    });
  });

  it("is reported stale by --check, and rewritten by the generator, after the data file changes", async () => {
    const root = await copyGenerator();
    try {
      const data = await readEvents(root);
      data.events.push({ event: "zeta_event", actions: ["happened"] });
      await writeFile(join(root, "data/events.json"), JSON.stringify(data));
      await expect(run(process.execPath, [script, "--check"], { cwd: root })).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining("src/generated is out of date"),
      });
      await run(process.execPath, [script], { cwd: root });
      const generated = await readFile(join(root, "src/generated/emitter-event-names.ts"), "utf8");
      expect(generated).toContain('"zeta_event.happened",');
      await expect(run(process.execPath, [script, "--check"], { cwd: root })).resolves.toBeDefined();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("refuses a data file with a duplicate or malformed name", async () => {
    const root = await copyGenerator();
    try {
      for (const bad of [
        { event: "push", actions: [] },
        { event: "Bad Name", actions: [] },
        { event: "fine", actions: ["x", "x"] },
      ]) {
        const data = await readEvents(packageRoot);
        data.events.push(bad);
        await writeFile(join(root, "data/events.json"), JSON.stringify(data));
        await expect(run(process.execPath, [script], { cwd: root })).rejects.toMatchObject({ code: 1 });
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
