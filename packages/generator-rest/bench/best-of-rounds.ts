import { measure, type Load, type Measured } from "./measure.js";

export type NamedLoad = [string, Omit<Load, "seconds" | "connections">];

/**
 * Rounds go through every endpoint in turn, so a slow spell of a shared machine hits all of them
 * alike; each endpoint keeps its best round, since interference only ever lowers a figure
 * (and its least server CPU per request, which interference inflates less).
 */
export async function bestOfRounds(
  loads: NamedLoad[],
  { rounds, seconds, connections }: { rounds: number; seconds: number; connections: number },
): Promise<Map<string, Measured>> {
  const best = new Map<string, Measured>();
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, load] of loads) {
      const measured = await measure({ ...load, seconds, connections });
      if (measured.non2xx > 0) throw new Error(`${name}: ${measured.non2xx} answers were not 2xx`);
      if (measured.timeouts > 0) console.log(`${name}: ${measured.timeouts} requests timed out in round ${round + 1}`);
      const kept = best.get(name);
      const cpuUsPerRequest = Math.min(measured.cpuUsPerRequest, kept?.cpuUsPerRequest ?? Infinity);
      const better = measured.requestsPerSecond > (kept?.requestsPerSecond ?? 0);
      best.set(name, { ...(better || !kept ? measured : kept), cpuUsPerRequest });
    }
  }
  return best;
}
