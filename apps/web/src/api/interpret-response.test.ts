import { describe, expect, it } from 'vitest';
import { interpretResponse } from './interpret-response';

const envelope = (fields: object) =>
  JSON.stringify({ data: null, respCode: '0000', respDesc: '', message: '', ...fields });

describe('response envelope handling (SPEC §8)', () => {
  it('returns data on code 0 / respCode 0000', () => {
    expect(interpretResponse(200, envelope({ code: '0', data: { x: 1 } }))).toEqual({
      ok: true,
      data: { x: 1 },
    });
  });

  it('carries every field the server named for forms to show', () => {
    const result = interpretResponse(
      200,
      envelope({
        code: 'E400',
        respCode: 'E400',
        respDesc: '输入有误：brandName: 此项为必填项',
        data: {
          field: 'brandName',
          errors: [
            { field: 'brandName', message: '此项为必填项' },
            { field: 'sortNo', message: '不能大于99999' },
          ],
        },
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      field: 'brandName',
      errors: [
        { field: 'brandName', message: '此项为必填项' },
        { field: 'sortNo', message: '不能大于99999' },
      ],
    });
  });

  it('reports a business error with its description and field', () => {
    const result = interpretResponse(
      200,
      envelope({ code: '8888', respCode: '8888', respDesc: '品牌名称已存在', data: { field: 'brandName' } }),
    );
    expect(result).toMatchObject({ ok: false, code: '8888', respDesc: '品牌名称已存在', field: 'brandName' });
  });

  it('falls back to the system-busy text when an error has no description', () => {
    expect(interpretResponse(200, envelope({ code: 'E500', respCode: 'E500' }))).toMatchObject({
      ok: false,
      fallbackKey: 'notice.systemBusy',
    });
  });

  it('treats a payload respCode other than 0000 as a business failure', () => {
    const result = interpretResponse(200, envelope({ code: '0', data: { respCode: '9001', respDesc: '' } }));
    expect(result).toMatchObject({ ok: false, code: '9001', fallbackKey: 'notice.businessBusy' });
  });

  it('keeps the envelope of an HTTP error (malformed JSON → 400)', () => {
    const result = interpretResponse(400, envelope({ code: 'E400', respCode: 'E400', respDesc: 'bad json' }));
    expect(result).toMatchObject({ ok: false, code: 'E400', respDesc: 'bad json', httpStatus: 400 });
  });

  it('uses the HTTP status text when a failing answer has no envelope', () => {
    expect(interpretResponse(502, '<html>bad gateway</html>')).toMatchObject({
      ok: false,
      httpStatus: 502,
      fallbackKey: 'http.502',
    });
  });

  it('recognises an expired login', () => {
    expect(
      interpretResponse(200, envelope({ code: 'AE401', respCode: 'AE401', respDesc: 'x' })),
    ).toMatchObject({ code: 'AE401' });
  });
});
