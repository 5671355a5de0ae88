import { defineConfig } from "vitest/config";

// Generated projects are built, linted and tested for real, so these tests take minutes.
export default defineConfig({
  test: {
    name: "generator-rest",
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/helpers/build-generator.ts"],
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
