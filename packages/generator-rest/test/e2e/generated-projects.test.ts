import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.js";
import { everyOptionOn } from "../../src/app/every-option-on.js";
import { generateProject } from "../helpers/generate-project.js";
import { resetThroughLog } from "../helpers/reset-through-log.js";
import { runNpmScript } from "../helpers/run-npm-script.js";
import { runProjectTests } from "../helpers/run-project-tests.js";
import { startDevServer } from "../helpers/start-dev-server.js";
import { walkThrough } from "../helpers/walk-through.js";

/** The packed runtime every project depends on by version. */
const runtimeVersion = (
  JSON.parse(readFileSync(new URL("../../../rest/package.json", import.meta.url), "utf8")) as { version: string }
).version;

interface Combination {
  name: string;
  options: string[];
  /** Paths (relative to the project) that must exist, and that must not. */
  present: string[];
  absent: string[];
}

const COMBINATIONS: Combination[] = [
  {
    name: "defaults",
    options: [],
    present: [
      "src/api/users/routes.ts",
      "src/api/index.ts",
      ".env",
      ".env.example",
      ".gitignore",
      "README.md",
      "src/open-store.ts",
      `vendor/hostkit-rest-${runtimeVersion}.tgz`,
    ],
    absent: [
      "src/api/password-resets",
      "src/mail",
      "src/test/smtp-inbox.ts",
      // The runtime holds the store, list queries, validation, errors and the HTTP machinery.
      "src/http",
      "src/store",
      "src/list-query",
      "src/validation",
      "src/errors",
    ],
  },
  {
    name: "all-options",
    options: everyOptionOn(),
    present: ["src/api/users/routes.ts", "src/api/password-resets/routes.ts", "src/mail/mailer.ts"],
    absent: ["src/http"],
  },
  {
    name: "no-auth",
    options: ["--no-auth", "--database", "mongodb"],
    present: ["src/api/index.ts", "src/open-store.ts"],
    absent: [
      "src/api/users",
      "src/api/auth",
      "src/auth",
      "src/users",
      "src/test/log-recorder.ts",
      "src/http",
      "src/store",
    ],
  },
  {
    name: "custom-dirs",
    options: ["--src-dir", "lib", "--api-dir", "endpoints"],
    present: ["lib/endpoints/users/routes.ts", "lib/endpoints/index.ts", "lib/app.ts"],
    absent: ["src", "lib/api"],
  },
];

/**
 * Every combination is generated and must pass its own tests, lint and type check straight
 * away. They run one after the other, beside another test file.
 */
describe.sequential.each(COMBINATIONS)("a project generated with $name", (combination) => {
  let dir = "";
  beforeAll(async () => {
    dir = await generateProject(combination.name, [...combination.options]);
  });

  it("has the files its options ask for, and none other", () => {
    for (const path of combination.present) expect(existsSync(join(dir, path)), path).toBe(true);
    for (const path of combination.absent) expect(existsSync(join(dir, path)), path).toBe(false);
  });

  // One project proves the rate limits shared through Redis and its store contract on PostgreSQL, when the run has the
  // servers, and passes its tests with DATABASE_URL set, as a CI job with a database service runs them.
  const servers = combination.name === "all-options" ? ["REDIS_URL", "POSTGRES_TEST_URL"] : [];
  const env = Object.fromEntries(servers.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
  if (env.POSTGRES_TEST_URL) env.DATABASE_URL = env.POSTGRES_TEST_URL;

  // outside-the-repository.test.ts generates the defaults project as the README says (`rest my-api --yes`) and runs
  // its npm test, lint and typecheck on the dependencies a user installs from the registry: that proves these three.
  // social-login.test.ts runs the tests of a project in renamed folders (with --get-list and --auth-on-user-create in
  // another), so here custom-dirs is linted and type checked: the paths its imports and scripts name.
  if (combination.name !== "defaults") {
    if (combination.name !== "custom-dirs") {
      it("passes npm run test (each test file once a run for the same inputs)", async () => {
        await runProjectTests(dir, env);
      });
    }

    it.each(["lint", "typecheck"])("passes npm run %s", async (script) => {
      await runNpmScript(dir, script, env);
    });
  }

  // The defaults, and every option on as in the root `npm start` demo.
  if (combination.name === "defaults" || combination.name === "all-options") {
    it("answers the README's walk-through over HTTP from npm run dev", async () => {
      const server = await startDevServer(dir, await freePort());
      try {
        const masterKey = /^MASTER_KEY=(.+)$/m.exec(readFileSync(join(dir, ".env"), "utf8"))?.[1] ?? "";
        await walkThrough(server.url, masterKey, combination.options.includes("--auth-on-user-create"));
        if (combination.options.includes("--password-reset"))
          await resetThroughLog(server, masterKey, "walker@example.com");
        if (combination.name === "all-options") {
          // Like the root demo: started without any provider's app, it says once what to set.
          const notSetUp = server
            .output()
            .match(/Sign-in with (Facebook|GitHub|Google) is not set up: set [A-Z_]+ and [A-Z_]+/g);
          expect(notSetUp).toEqual([
            "Sign-in with Facebook is not set up: set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET",
            "Sign-in with GitHub is not set up: set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET",
            "Sign-in with Google is not set up: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET",
          ]);
          expect((await fetch(`${server.url}/auth/github`, { method: "POST" })).status).toBe(503);
        }
      } finally {
        await server.stop();
      }
    });
  }
});
