import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { longFilesFirst } from "./scripts/long-files-first.js";
import { SummaryReporter } from "./scripts/summary-reporter.js";

const e2e = (name: string) => `packages/generator-rest/test/e2e/${name}.test.ts`;

export default defineConfig({
  test: {
    // generator-rest splits its tests by cost into two projects, `unit` and `e2e`.
    projects: ["packages/!(generator-rest)", "packages/generator-rest/vitest.*.config.ts"],
    // Two test files at a time at least: e2e files mostly wait on the child processes they start (generated
    // projects' tools, servers, installs), so two of them keep two cores busy. Vitest's default of one
    // worker fewer than the cores ran every file one after the other on a 2-core CI runner. Three files at a time
    // on 2 cores made the run longer (over 24 min against 22.7): the child processes fill the cores already.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
