import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident memory, in MB, of every process in the server's process group (the server and, with WORKERS,
 * its worker processes), read from /proc; null where there is no /proc.
 */
export function groupRssMb(groupId: number): number | null {
  let pages = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, ppid, pgrp, …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      const statm = readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ');
      pages += Number(statm[1]);
    } catch {}
  }
  return (pages * 4096) / 1_000_000;
}
