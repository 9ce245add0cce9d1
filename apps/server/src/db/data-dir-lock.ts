import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite data directory for this process: PGlite is in-process, so a second server on the same
 * files would corrupt them. A pid file left by a killed process is taken over. Returns the release.
 */
export function claimDataDir(pidFile: string): () => void {
  try {
    writeFileSync(pidFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(pidFile, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `${pidFile}: the data directory is in use by process ${owner}. PGlite serves one process; ` +
          'run several servers on PostgreSQL (DATABASE_URL), or delete the file if that process is not ProcureMart.',
      );
    }
    writeFileSync(pidFile, String(process.pid));
  }
  return () => rmSync(pidFile, { force: true });
}
