import { defineConfig } from "vitest/config";

const source = "<%= srcDir %>";

export default defineConfig({
  test: {
    include: [`${source}/**/*.test.ts`],
    // Property tests with URL arbitraries take seconds on a busy machine (a CI runner, a laptop building):
    // the default 5 s limit would fail them for the machine's load, not for the code.
    testTimeout: 30_000,
    // Each test file builds the app from the same modules: loaded once a worker rather than once a file, the suite
    // takes half the time (import is most of a file's cost). No test file changes a module another one reads.
    isolate: false,
    coverage: {
      include: [`${source}/**/*.ts`],
      exclude: [`${source}/**/*.test.ts`, `${source}/test/**`],
    },
  },
});
