import { describe, expect, it } from 'vitest';
import { serverFieldError } from './field-errors';

describe('serverFieldError', () => {
  const taken = { code: '8888', respDesc: '品牌名称已存在', field: 'brandName' };

  it('finds the field and the translated message the server sent', () => {
    expect(serverFieldError(taken)).toEqual({ field: 'brandName', message: '品牌名称已存在' });
  });

  it('ignores errors naming no field or a field the form does not have', () => {
    expect(serverFieldError({ code: 'E409', respDesc: '该记录已被他人修改，请刷新后重试' })).toBeNull();
    expect(serverFieldError(taken, ['username', 'password'])).toBeNull();
    expect(serverFieldError(taken, ['brandName'])).not.toBeNull();
    expect(serverFieldError(null)).toBeNull();
  });
});
