import { getMyOrgApplication, queryOrgAuditList } from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
});
afterAll(() => t.close());

describe('the demo registrations', () => {
  it('wait for operator01: an enterprise and a supplier pending, one enterprise refused with its reason', async () => {
    const operator = await loginAs(t.app, 'operator01');
    const pending = dataOf(
      await call(t.app, queryOrgAuditList, { pageNo: 1, pageSize: 10 }, { token: operator }),
    );
    expect(pending.rows.map((r) => [r.applicantUsername, r.kind, r.state])).toEqual([
      ['applicant01', '01', '01'],
      ['applicant02', '02', '01'],
    ]);
    expect(pending.rows[1]!.categoryIds).toHaveLength(3);
    // Decided: the refused enterprise, and the two demo suppliers that joined without registering (on record as
    // passed, for their merchant base info).
    expect(pending.tabCounts.decided).toBe(3);
    const refused = dataOf(
      await call(t.app, getMyOrgApplication, {}, { token: await loginAs(t.app, 'applicant03') }),
    );
    expect(refused).toMatchObject({ state: '03', reason: '营业执照照片不清晰，请重新上传' });
    expect(refused?.history.map((h) => [h.event, h.username])).toEqual([
      ['refuse', 'operator01'],
      ['submit', 'applicant03'],
    ]);
  });
});
