import { defineConfig } from "vitest/config";

/** Generated projects are built, linted, tested and run for real, so these tests take minutes. */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["test/e2e/**/*.test.ts"],
    globalSetup: ["test/helpers/build-generator.ts"],
    // A limit that only catches a hang: the longest test takes about 4 minutes on a quiet 2-core machine, and at a load
    // of 10 several times that, which must not fail it.
    testTimeout: 1_800_000,
    hookTimeout: 1_800_000,
  },
});
