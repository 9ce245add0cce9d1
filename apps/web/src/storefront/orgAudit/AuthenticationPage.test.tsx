// @vitest-environment happy-dom
import type { OrgApplicationDetail } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { purchaser, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: AuthenticationPage } = await import('./AuthenticationPage');

const refused: OrgApplicationDetail = {
  orgId: '41',
  applicationId: '41',
  kind: '01',
  state: '03',
  companyName: '南京云帆贸易有限公司',
  creditCode: '91320105MA1X2R4T8L',
  legalPerson: '郑浩',
  contactName: '郑浩',
  contactMobile: '13600000003',
  address: '南京市建邺区江东中路 238 号',
  shopName: '',
  bankName: '',
  bankAccount: '',
  brandNames: '',
  categoryIds: [],
  hasLicence: true,
  applicantUsername: 'applicant03',
  round: 1,
  submittedAt: '2026-11-20T02:00:00.000Z',
  decidedAt: '2026-11-21T02:00:00.000Z',
  reason: '营业执照照片不清晰，请重新上传',
  version: 2,
  actions: [],
  licence: {
    fileId: '77',
    fileName: 'licence.png',
    contentType: 'image/png',
    size: 70,
    url: '/api/file?fileId=77',
  },
  categories: [],
  history: [],
};

const calls = (name: string) => api.mock.calls.filter(([call]) => call.name === name);

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (call: { name: string }) => {
    if (call.name === 'umc_getMyOrgApplication') return refused;
    if (call.name === 'umc_saveMyOrgApplication') return { ...refused, state: '01', round: 2, reason: '' };
    return [];
  });
});
afterEach(cleanup);

describe('/authentication', () => {
  it('shows a refused registration with its reason and resubmits the fixed certification', async () => {
    renderWithApp(<AuthenticationPage />, { user: { ...purchaser(), awaitingAudit: true } });
    expect(await screen.findByText(/营业执照照片不清晰，请重新上传/)).toBeTruthy();
    const legal = screen.getByLabelText('法定代表人') as HTMLInputElement;
    expect(legal.value).toBe('郑浩');
    fireEvent.change(legal, { target: { value: '郑浩然' } });
    fireEvent.click(screen.getByTestId('application-submit'));
    await waitFor(() => expect(calls('umc_saveMyOrgApplication')).toHaveLength(1));
    expect(calls('umc_saveMyOrgApplication')[0]![1]).toMatchObject({
      companyName: '南京云帆贸易有限公司',
      legalPerson: '郑浩然',
      licenceFileId: '77',
      brandNames: '',
    });
    expect(await screen.findByText('资料已提交，等待平台审核')).toBeTruthy();
  });

  it('asks a visitor to sign in first', async () => {
    renderWithApp(<AuthenticationPage />, { user: null });
    expect(await screen.findByText('请先登录注册时的账号，再查看或完善认证资料')).toBeTruthy();
    expect(calls('umc_getMyOrgApplication')).toHaveLength(0);
  });
});
