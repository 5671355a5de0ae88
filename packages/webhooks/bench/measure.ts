/** Microseconds of CPU this process has used. */
function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/**
 * Operations per CPU-second of `run` over about `ms` milliseconds of CPU time. CPU time rather
 * than wall time, because other processes on a shared machine take the core away at random.
 * Every call is awaited, whether it returns a promise or not, so synchronous and asynchronous
 * APIs run in the same loop.
 */
export async function opsPerSecond(run: () => unknown, ms: number): Promise<number> {
  await run();
  let iterations = 0;
  const start = cpuMicros();
  let elapsed = 0;
  while (elapsed < ms * 1000) {
    for (let index = 0; index < 16; index += 1) await run();
    iterations += 16;
    elapsed = cpuMicros() - start;
  }
  return (iterations / elapsed) * 1_000_000;
}

/**
 * The best ops/s of each contender over `rounds` interleaved rounds: interleaving spreads
 * machine noise over all of them, each round starts with the next contender so none always
 * runs first, and the best round is the least disturbed one.
 */
export async function race<TName extends string>(
  contenders: Record<TName, () => unknown>,
  { rounds = 6, ms = 150 } = {},
): Promise<Record<TName, number>> {
  const entries = Object.entries(contenders) as [TName, () => unknown][];
  const best = Object.fromEntries(entries.map(([name]) => [name, 0])) as Record<TName, number>;
  for (let round = 0; round < rounds; round += 1) {
    const order = [...entries.slice(round % entries.length), ...entries.slice(0, round % entries.length)];
    for (const [name, run] of order) best[name] = Math.max(best[name], await opsPerSecond(run, ms));
  }
  return best;
}
