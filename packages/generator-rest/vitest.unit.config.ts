import { defineConfig } from "vitest/config";

/** The generator's own code, in process: no build, no generated project. */
export default defineConfig({
  test: {
    name: "unit",
    include: ["test/**/*.test.ts"],
    exclude: ["test/e2e/**", "**/node_modules/**"],
    // Property runs render and parse many groups: 15 s alone, 40 s beside a busy e2e run, several times that at a
    // load of 10; the limit only catches a hang.
    testTimeout: 180_000,
    // Modules load once a worker rather than once a file (no test file changes a module another reads): imports
    // were up to half of the run.
    isolate: false,
  },
});
