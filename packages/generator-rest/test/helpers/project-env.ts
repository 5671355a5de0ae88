/**
 * The environment a user's shell would give a generated project: without the variables
 * this test runner sets for itself (NODE_ENV=test, VITEST_*), which would change how the
 * project's own scripts and tests behave, and without REDIS_URL, which the one project
 * that proves the Redis rate limits is given through `extra`.
 */
export function projectEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== "NODE_ENV" && key !== "REDIS_URL" && !/^_*VITEST/.test(key)),
  );
  return { ...env, NO_COLOR: "1", FORCE_COLOR: "0", ...extra };
}
