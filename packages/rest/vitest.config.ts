import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "rest",
    include: ["test/**/*.test.ts"],
    // The list-query test fills a 100,000-document store; the PostgreSQL suites wait on a real server.
    testTimeout: 60_000,
    // Modules load once a worker rather than once a file (no test file changes a module another reads): imports
    // were up to half of the run.
    isolate: false,
    hookTimeout: 120_000,
  },
});
