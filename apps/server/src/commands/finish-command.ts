/**
 * Ends a command line (backup, restore, create-operator) as its run settles: the answer's line on stdout and
 * exit 0, or `refused: …` (exit 2, nothing changed) or `failed: …` (exit 1) on stderr, as `exitStatusOf` says.
 */
export function finishCommand(run: Promise<string>, exitStatusOf: (error: unknown) => number): void {
  run.then(
    (line) => console.log(line),
    (error: unknown) => {
      const status = exitStatusOf(error);
      console.error(
        `${status === 2 ? 'refused' : 'failed'}: ${error instanceof Error ? error.message : error}`,
      );
      process.exitCode = status;
    },
  );
}
