import { defineConfig } from "vitest/config";

/** Generated projects are built, linted, tested and run for real, so these tests take minutes. */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["test/e2e/**/*.test.ts"],
    globalSetup: ["test/helpers/build-generator.ts"],
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
