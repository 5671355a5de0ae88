import { defineConfig } from "vitest/config";

const source = "<%= srcDir %>";

export default defineConfig({
  test: {
    include: [`${source}/**/*.test.ts`],
    coverage: {
      include: [`${source}/**/*.ts`],
      exclude: [`${source}/**/*.test.ts`, `${source}/test/**`],
    },
  },
});
