// Every example payload published beside the payload schemas, type-checked by the TypeScript
// compiler against the payload type of its event and action: written as an object literal, so a
// missing field, a wrong type and a field the type does not know are all errors.
//
// The first example of most events was recorded before the schemas gained fields they now require
// (a repository's `is_template`, `topics`, `custom_properties`, `web_commit_signoff_required`, a
// label's `description`, an installation's `suspended_at`, ...), and a few carry values the schemas
// rule out. Those examples are listed here: they must keep failing (a schema or example version that
// reconciles one shows up here), and every other example must type-check.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { emitterEventNames } from "../src/index.js";

const require = createRequire(import.meta.url);
const packageRoot = fileURLToPath(new URL("../", import.meta.url));

interface ExampleGroup {
  name: string;
  examples: { action?: string }[];
}

const groups = require("@octokit/webhooks-examples") as ExampleGroup[];

const eventsWhoseFirstExampleIsOlder = [
  ...["branch_protection_rule", "check_run", "check_suite", "code_scanning_alert", "commit_comment", "create"],
  ...["delete", "dependabot_alert"],
  ...["deploy_key", "deployment", "deployment_status", "discussion", "discussion_comment", "fork", "gollum"],
  ...["installation", "installation_repositories", "issue_comment", "issues", "label", "member", "merge_group"],
  ...["meta", "milestone", "package", "page_build", "ping", "project", "project_card", "project_column", "public"],
  ...["pull_request", "pull_request_review", "pull_request_review_comment", "pull_request_review_thread", "push"],
  ...["release", "repository", "repository_dispatch", "repository_import", "repository_vulnerability_alert"],
  ...["security_advisory", "star", "status", "team", "team_add", "watch", "workflow_dispatch", "workflow_job"],
  "workflow_run",
];
const examplesOlderThanSchemas = [
  ...eventsWhoseFirstExampleIsOlder.map((event) => `${event} example 0`),
  "sponsorship example 1",
].sort();

const names = new Set<string>(emitterEventNames);

/** The name whose payload type an example must fit: `<event>.<action>` when the action is supported. */
function nameOf(event: string, example: { action?: string }): string | undefined {
  const withAction = example.action === undefined ? undefined : `${event}.${example.action}`;
  if (withAction !== undefined && names.has(withAction)) return withAction;
  return names.has(event) ? event : undefined;
}

describe("published example payloads", () => {
  const directory = join(packageRoot, ".tmp", "payload-examples");
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it("type-check against the payload type of their event and action", async () => {
    const lines = ['import type { WebhookPayloadMap } from "../../src/generated/webhook-payload-map.js";'];
    const labels: string[] = [];
    const unsupported: string[] = [];
    for (const { name: event, examples } of groups) {
      for (const [at, example] of examples.entries()) {
        const name = nameOf(event, example);
        if (name === undefined) unsupported.push(`${event} example ${at}`);
        else {
          // One example per line, so a diagnostic's line says which example it is about.
          labels[lines.length] = `${event} example ${at}`;
          lines.push(`export const example${lines.length}: WebhookPayloadMap["${name}"] = ${JSON.stringify(example)};`);
        }
      }
    }
    await mkdir(directory, { recursive: true });
    const file = join(directory, "examples.ts");
    await writeFile(file, `${lines.join("\n")}\n`);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      types: [],
    });
    const failing = new Map<string, string>();
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
      const label = (line === undefined ? undefined : labels[line]) ?? "(not an example)";
      failing.set(label, ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n").slice(0, 300));
    }
    expect([...failing.keys()].sort()).toEqual(examplesOlderThanSchemas);
    expect(unsupported).toEqual([]);
    const examples = groups.reduce((sum, group) => sum + group.examples.length, 0);
    expect(labels.filter(Boolean)).toHaveLength(examples);
    expect(examples - examplesOlderThanSchemas.length).toBe(278);
  }, 120_000);
});
