// CPU time of the processes a load figure involves, read from /proc (Linux): what each costs per
// request tells whether a second server process can add anything on this machine, or whether the
// cores are already spent by PostgreSQL, the proxy and the load generator.
import { readdirSync, readFileSync } from 'node:fs';

/** Kernel clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime of one process in seconds; 0 once it has gone. */
function processSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every running PostgreSQL process (the server and its backends), summed. */
function postgresSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += processSeconds(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

export type CpuReading = Record<string, number>;

/** Reads the named processes' CPU seconds, PostgreSQL's and this process's (the load generator). */
export function cpuMeter(processes: Record<string, number[]>): () => CpuReading {
  return () => {
    const ownUsage = process.cpuUsage();
    const reading: CpuReading = {};
    for (const [name, pids] of Object.entries(processes))
      reading[name] = pids.reduce((sum, pid) => sum + processSeconds(pid), 0);
    reading.PostgreSQL = postgresSeconds();
    reading['load generator'] = (ownUsage.user + ownUsage.system) / 1e6;
    return reading;
  };
}

/** Milliseconds of CPU per request for each named part, between two readings. */
export function perRequest(before: CpuReading, after: CpuReading, requests: number): CpuReading {
  const costs: CpuReading = {};
  for (const name of Object.keys(after))
    costs[name] = (((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / Math.max(1, requests);
  return costs;
}
