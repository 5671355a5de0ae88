import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["<%= srcDir %>/**/*.test.ts"],
    // Property tests with URL arbitraries take seconds on a busy machine (a CI runner, a laptop building):
    // the default 5 s limit would fail them for the machine's load, not for the code.
    testTimeout: 30_000,
    coverage: {
      include: ["<%= srcDir %>/**/*.ts"],
      exclude: ["<%= srcDir %>/**/*.test.ts", "<%= srcDir %>/test/**"],
    },
  },
});
