import { defineConfig } from "vitest/config";

/** The generator's own code, in process: no build, no generated project. */
export default defineConfig({
  test: {
    name: "unit",
    include: ["test/**/*.test.ts"],
    exclude: ["test/e2e/**", "**/node_modules/**"],
  },
});
