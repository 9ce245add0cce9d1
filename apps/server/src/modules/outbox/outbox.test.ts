// The one sender of messages out of the system: kept in the outbox without a transport, delivered by a job
// with one, retried, and failed with the reason when the transport keeps refusing.
import { queryOutbox, sendSmsCode } from '@procuremart/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../platform/clock';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { solvedCaptcha } from '../identity/test-support';
import { registerSmsProvider } from './transports';

let t: TestApp;
let operator = '';
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { windowMs: 60_000, perAddress: 10_000, perUsername: 10_000 } });
  operator = await loginAs(t.app, 'operator01');
});
afterAll(() => t.close());
const realNow = clock.now;
afterEach(() => {
  registerSmsProvider(null);
  clock.now = realNow;
});

/** A sign-in code asked for with a right picture code, as the login page does. */
const sendSignInCode = async (mobile: string) =>
  call(t.app, sendSmsCode, { mobile, purpose: 'signIn', ...(await solvedCaptcha(t.app)) });

const lastTo = async (recipient: string) =>
  dataOf(await call(t.app, queryOutbox, { recipient, pageSize: 1 }, { token: operator })).rows[0];

describe('the outbox', () => {
  it('keeps a message when no transport is configured', async () => {
    dataOf(await sendSignInCode('13800000001'));
    expect(await lastTo('13800000001')).toMatchObject({ channel: 'sms', status: 'kept', sentAt: null });
    await t.app.jobs.runDue();
    expect((await lastTo('13800000001')).status).toBe('kept');
  });

  it('hands a message to the SMS provider through a job when one is registered', async () => {
    const delivered: string[] = [];
    registerSmsProvider({
      name: 'test',
      deliver: async (m) => void delivered.push(`${m.recipient}:${m.body}`),
    });
    dataOf(await sendSignInCode('13800000002'));
    expect((await lastTo('13800000002')).status).toBe('queued');
    expect(delivered).toEqual([]);
    await t.app.jobs.runDue();
    const sent = await lastTo('13800000002');
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).not.toBeNull();
    expect(delivered).toEqual([`13800000002:${sent.body}`]);
  });

  it('retries a refused message and marks it failed with the reason after the last attempt', async () => {
    let tries = 0;
    registerSmsProvider({
      name: 'test',
      deliver: async () => {
        tries += 1;
        throw new Error('provider says no');
      },
    });
    dataOf(await sendSignInCode('13800000003'));
    let at = realNow().getTime();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      clock.now = () => new Date(at);
      await t.app.jobs.runDue();
      at += 2 * 60 * 60_000;
    }
    expect(tries).toBe(5);
    clock.now = realNow;
    expect(await lastTo('13800000003')).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('provider says no'),
    });
  });
});
