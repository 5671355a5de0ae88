import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { longFilesFirst } from "./scripts/long-files-first.js";
import { SummaryReporter } from "./scripts/summary-reporter.js";

const e2e = (name: string) => `packages/generator-rest/test/e2e/${name}.test.ts`;

export default defineConfig({
  test: {
    // generator-rest splits its tests by cost into two projects, `unit` and `e2e`.
    projects: ["packages/!(generator-rest)", "packages/generator-rest/vitest.*.config.ts"],
    // One test file more than the cores: e2e files mostly wait on the child processes they start (generated projects'
    // tools, servers, installs from the registry), and with one file a core a clean-clone run on 2 cores kept them
    // busy 87% of the time (39.5 min of CPU in 22.7 min).
    maxWorkers: availableParallelism() + 1,
    sequence: {
      // The files that run generated projects' own checks take minutes each: the longest first, as a clean-clone run
      // measured them (api-groups 340 s down to node-24 70 s).
      sequencer: longFilesFirst(
        [
          "api-groups",
          "outside-the-repository",
          "migrations",
          "generated-projects",
          "social-login",
          "fresh-clone",
          "typed-client",
          "group-combinations",
          "node-24",
        ].map(e2e),
      ),
    },
    reporters: ["default", new SummaryReporter()],
  },
});
