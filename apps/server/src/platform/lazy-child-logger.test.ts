import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger';
import { REDACT_PATHS } from './log-safety';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const parent = pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, stream);
  return { lines, parent };
}

describe('the per-request logger', () => {
  it('makes no child for lines below the level, and a redacting child with the request id for the rest', () => {
    const { lines, parent } = capture('warn');
    const child = vi.spyOn(parent, 'child');
    const log = lazyChildLogger(parent, { reqId: 'r-1' }, {});
    log.info('not written');
    log.debug({ password: 'x' }, 'not written');
    expect(child).not.toHaveBeenCalled();
    log.warn({ password: 'Secret#1', orderId: '7' }, 'written');
    log.error('also written');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => [l.msg, l.reqId, l.password, l.orderId])).toEqual([
      ['written', 'r-1', '[redacted]', '7'],
      ['also written', 'r-1', undefined, undefined],
    ]);
    expect(log.level).toBe('warn');
  });

  it('writes info lines at info level, and its own children carry both bindings', () => {
    const { lines, parent } = capture('info');
    const log = lazyChildLogger(parent, { reqId: 'r-2' }, {});
    log.info('seen');
    log.child({ job: 'export' }).info('nested');
    expect(lines.map((l) => [l.msg, l.reqId, l.job])).toEqual([
      ['seen', 'r-2', undefined],
      ['nested', 'r-2', 'export'],
    ]);
  });

  it('leaves a logger without levels (fastify with logging off) to make its own child', () => {
    const silent = { child: vi.fn(() => silent), info() {}, debug() {} };
    const log = lazyChildLogger(silent as never, { reqId: 'r-3' }, {});
    expect(log).toBe(silent);
    expect(silent.child).toHaveBeenCalledWith({ reqId: 'r-3' }, {});
  });
});
