import { readdirSync, readFileSync } from "node:fs";

/**
 * The CPU time, in milliseconds, that every PostgreSQL process on this machine has used: the backends serving the
 * API and the server's own workers (WAL writer, checkpointer, autovacuum), which a write also costs. Undefined when
 * none runs here (a server elsewhere).
 */
export function postgresCpuMs(): number | undefined {
  let ticks: number | undefined;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // ended since the listing
    }
    if (!stat.includes(" (postgres) ")) continue;
    // After the command's closing parenthesis: state is field 3, utime and stime fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks = (ticks ?? 0) + Number(fields[11]) + Number(fields[12]);
  }
  // Linux counts in ticks of 1/100 s (USER_HZ).
  return ticks === undefined ? undefined : ticks * 10;
}
