import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "endpoint",
    include: ["test/**/*.test.ts"],
  },
});
