import { defineConfig } from "vitest/config";

const source = "<%= srcDir %>";

export default defineConfig({
  test: {
    include: [`${source}/**/*.test.ts`],
    // Property tests and password hashing take seconds on a busy CI machine.
    testTimeout: 30_000,
    coverage: {
      include: [`${source}/**/*.ts`],
      exclude: [`${source}/**/*.test.ts`, `${source}/test/**`],
    },
  },
});
