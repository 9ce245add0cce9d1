import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from './define-call';
import { allCalls } from './registry';

describe('defineCall', () => {
  it('refuses a public call that writes without declaring a rate limit', () => {
    const declare = (rateLimited?: boolean) =>
      defineCall({
        name: 'umc_probe',
        audience: ['public'],
        writes: true,
        rateLimited,
        summary: 'probe',
        input: z.object({}),
        output: z.boolean(),
      });
    expect(() => declare()).toThrow('umc_probe is public and writes: declare it rateLimited');
    expect(declare(true).rateLimited).toBe(true);
  });

  it('limits the anonymous calls that write or probe accounts and the visitor quick-order check', () => {
    expect(
      allCalls
        .filter((c) => c.rateLimited)
        .map((c) => c.name)
        .sort(),
    ).toEqual([
      'umc_checkUserExist',
      'umc_createQrLogin',
      'umc_getCaptcha',
      'umc_login',
      'umc_loginBySms',
      'umc_pollQrLogin',
      'umc_registerEnterprise',
      'umc_registerPerson',
      'umc_registerSupplier',
      'umc_resetForgottenPassword',
      'umc_sendResetEmail',
      'umc_sendSmsCode',
      'usc_checkVisitorQuickOrder',
    ]);
  });
});
