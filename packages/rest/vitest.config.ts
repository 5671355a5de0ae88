import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "rest",
    include: ["test/**/*.test.ts"],
    // The list-query test fills a 100,000-document store; the PostgreSQL suites wait on a real server.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
