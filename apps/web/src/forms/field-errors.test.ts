import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { serverFieldError, serverFieldErrors } from './field-errors';

describe('serverFieldError', () => {
  const taken = { code: '8888', respDesc: '品牌名称已存在', field: 'brandName' };

  it('finds the field and the translated message the server sent', () => {
    expect(serverFieldError(taken)).toEqual({ field: 'brandName', message: '品牌名称已存在' });
  });

  it('takes every field an ApiError carries, keeping those the form has', () => {
    const error = new ApiError({
      code: 'E400',
      respDesc: '输入有误：brandName: 此项为必填项',
      field: 'brandName',
      errors: [
        { field: 'brandName', message: '此项为必填项' },
        { field: 'sortNo', message: '不能大于99999' },
        { field: 'version', message: '格式不正确' },
      ],
    });
    expect(serverFieldErrors(error, ['brandName', 'sortNo'])).toEqual([
      { field: 'brandName', message: '此项为必填项' },
      { field: 'sortNo', message: '不能大于99999' },
    ]);
  });

  it('ignores errors naming no field or a field the form does not have', () => {
    expect(serverFieldError({ code: 'E409', respDesc: '该记录已被他人修改，请刷新后重试' })).toBeNull();
    expect(serverFieldError(taken, ['username', 'password'])).toBeNull();
    expect(serverFieldError(taken, ['brandName'])).not.toBeNull();
    expect(serverFieldError(null)).toBeNull();
  });
});
