import { defineConfig } from "vitest/config";
import { SummaryReporter } from "./scripts/summary-reporter.js";

export default defineConfig({
  test: {
    // generator-rest splits its tests by cost into two projects, `unit` and `e2e`.
    projects: ["packages/!(generator-rest)", "packages/generator-rest/vitest.*.config.ts"],
    reporters: ["default", new SummaryReporter()],
  },
});
