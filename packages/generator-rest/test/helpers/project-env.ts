/**
 * The environment a user's shell would give a generated project: without the variables
 * this test runner sets for itself (NODE_ENV=test, VITEST_*), which would change how the
 * project's own scripts and tests behave, and without REDIS_URL and POSTGRES_TEST_URL, which
 * the projects that prove the Redis rate limits and the PostgreSQL store are given through `extra`.
 */
export function projectEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !["NODE_ENV", "REDIS_URL", "POSTGRES_TEST_URL"].includes(key) && !/^_*VITEST/.test(key),
    ),
  );
  return { ...env, NO_COLOR: "1", FORCE_COLOR: "0", ...extra };
}
