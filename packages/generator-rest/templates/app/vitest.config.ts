import { defineConfig } from "vitest/config";

const source = "<%= srcDir %>";

export default defineConfig({
  test: {
    include: [`${source}/**/*.test.ts`],
    // Property tests with URL arbitraries take seconds on a busy machine (a CI runner, a laptop building):
    // the default 5 s limit would fail them for the machine's load, not for the code.
    testTimeout: 30_000,
    coverage: {
      include: [`${source}/**/*.ts`],
      exclude: [`${source}/**/*.test.ts`, `${source}/test/**`],
    },
  },
});
