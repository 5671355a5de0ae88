import { defineConfig } from "vitest/config";

/** The generator's own code, in process: no build, no generated project. */
export default defineConfig({
  test: {
    name: "unit",
    include: ["test/**/*.test.ts"],
    exclude: ["test/e2e/**", "**/node_modules/**"],
    // Property runs render and parse many groups: seconds alone, more beside a busy e2e run.
    testTimeout: 30_000,
  },
});
