import { parseArgs } from 'node:util';

export interface BenchOptions {
  duration: number;
  /** Measured seconds of the ceiling: the duration unless given (a 10-minute soak needs no 10-minute ceiling). */
  ceilingDuration: number;
  connections: number;
  warmup: number;
  /** Case-insensitive substring of the scenario names to run; all when empty. */
  scenario: string;
}

export const USAGE =
  'usage: npm run bench -w @procuremart/bench -- [--duration 10] [--ceiling-duration N] [--connections 50] [--warmup 2] [--scenario name]';

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '10' },
      'ceiling-duration': { type: 'string' },
      connections: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '2' },
      scenario: { type: 'string', default: '' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const duration = positive('duration', values.duration);
  return {
    duration,
    ceilingDuration:
      values['ceiling-duration'] === undefined
        ? duration
        : positive('ceiling-duration', values['ceiling-duration']),
    connections: positive('connections', values.connections),
    warmup: positive('warmup', values.warmup, true),
    scenario: values.scenario.trim().toLowerCase(),
  };
}

function positive(name: string, text: string, zeroAllowed = false): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < (zeroAllowed ? 0 : 1)) {
    throw new Error(
      `--${name} must be a whole number${zeroAllowed ? '' : ' above 0'}, got "${text}"\n${USAGE}`,
    );
  }
  return value;
}
