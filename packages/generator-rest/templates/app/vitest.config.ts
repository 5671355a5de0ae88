import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["<%= srcDir %>/**/*.test.ts"],
    coverage: {
      include: ["<%= srcDir %>/**/*.ts"],
      exclude: ["<%= srcDir %>/**/*.test.ts", "<%= srcDir %>/test/**"],
    },
  },
});
