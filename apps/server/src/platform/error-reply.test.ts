import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { toErrorReply } from './error-reply';
import { fieldError, staleVersionError } from './errors';

const silentLog = () =>
  ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe('error replies', () => {
  it('turns an unexpected failure into a 500 envelope with a reference and no stack', () => {
    const log = silentLog();
    const reply = toErrorReply(new Error('connection reset at db.ts:42'), 'en-US', log, 'ab12cd34');
    expect(reply.status).toBe(500);
    expect(reply.envelope).toEqual({
      code: 'E500',
      data: null,
      respCode: 'E500',
      respDesc: 'The system is busy, please try again later (reference ab12cd34)',
      message: 'The system is busy, please try again later (reference ab12cd34)',
    });
    expect(JSON.stringify(reply.envelope)).not.toContain('db.ts');
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('answers business errors with HTTP 200, the translated text and the field', () => {
    const reply = toErrorReply(fieldError('error.brandNameTaken', 'brandName'), 'zh-CN', silentLog(), 'x');
    expect(reply).toEqual({
      status: 200,
      envelope: {
        code: '8888',
        data: { field: 'brandName' },
        respCode: '8888',
        respDesc: '品牌名称已存在',
        message: '品牌名称已存在',
      },
    });
    expect(toErrorReply(staleVersionError(), 'zh-CN', silentLog(), 'x').envelope.code).toBe('E409');
  });
});
