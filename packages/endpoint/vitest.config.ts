import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "endpoint",
    include: ["test/**/*.test.ts"],
    // Property tests run hundreds of cases: on a machine busy with other work (load 10 on 2 cores) they take several
    // times their quiet time, and Vitest's 5 s default would fail them for the load, not for the code.
    testTimeout: 60_000,
    // Modules load once a worker rather than once a file (no test file changes a module another reads): imports
    // were up to half of the run.
    isolate: false,
  },
});
