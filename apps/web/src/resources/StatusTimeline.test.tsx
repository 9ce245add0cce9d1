// @vitest-environment happy-dom
import { orderMachine } from '@procuremart/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import orderTexts from '../backoffice/orders/texts';
import i18n from '../i18n';
import { StatusTimeline } from './StatusTimeline';

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
  i18n.addResourceBundle('zh-CN', 'translation', orderTexts['zh-CN'], true, false);
});
afterEach(cleanup);

const entry = (event: string) => ({
  fromStatus: '',
  toStatus: '01',
  event,
  username: 'approver01',
  remark: '',
  createdAt: '2026-01-02T00:00:00Z',
});

describe('StatusTimeline', () => {
  it("labels events from the machine: its event text, else its action's, else the raw event", () => {
    const history = [entry('create'), entry('deliver'), entry('remind'), entry('mystery')];
    const { getByTestId } = render(
      <StatusTimeline history={history} statusMap={{}} machine={orderMachine} />,
    );
    const text = getByTestId('status-history').textContent;
    // order.event.create, order.event.deliver (not order.action.deliver), order.action.remind, raw.
    for (const label of ['提交订单', '发货', '催促确认', 'mystery']) expect(text).toContain(label);
  });

  it('takes the labels it is given over the machine', () => {
    const { getByTestId } = render(
      <StatusTimeline
        history={[entry('create')]}
        statusMap={{}}
        machine={orderMachine}
        eventLabelKeys={{ create: 'order.event.approve' }}
      />,
    );
    expect(getByTestId('status-history').textContent).toContain('审批通过');
  });
});
