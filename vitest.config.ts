import { defineConfig } from "vitest/config";
import { SummaryReporter } from "./scripts/summary-reporter.js";

export default defineConfig({
  test: {
    projects: ["packages/*"],
    reporters: ["default", new SummaryReporter()],
  },
});
