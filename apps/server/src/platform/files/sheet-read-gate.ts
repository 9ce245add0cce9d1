import { SHEET_READ_LIMITS } from '@procuremart/contract';

export type GateRefusal = 'import.busy' | 'import.serverBusy';

/**
 * Counts the uploaded files being read: at most `perUser` at once for one user and `perProcess` for the
 * whole process. A read over either limit is refused at once (never queued), so a user cannot pile reads up.
 */
export function createReadGate(limits: { perUser: number; perProcess: number }) {
  const byUser = new Map<number, number>();
  let total = 0;
  return {
    /** Takes a place for `userId`: answers the release, or why there is no place now. */
    enter(userId: number): (() => void) | GateRefusal {
      const own = byUser.get(userId) ?? 0;
      if (own >= limits.perUser) return 'import.busy';
      if (total >= limits.perProcess) return 'import.serverBusy';
      byUser.set(userId, own + 1);
      total++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        const left = (byUser.get(userId) ?? 1) - 1;
        if (left > 0) byUser.set(userId, left);
        else byUser.delete(userId);
      };
    },
  };
}

/** The process's gate for every read of an uploaded spreadsheet. */
export const sheetReadGate = createReadGate(SHEET_READ_LIMITS);
