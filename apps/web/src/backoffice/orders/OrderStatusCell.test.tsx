// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllDomainTexts } from '../../i18n/domain-texts';
import { renderWithApp } from '../../test/render';
import { OrderStatusCell } from './order-columns';
import { orderRow } from './test-fixtures';

const api = vi.hoisted(() => vi.fn(async () => ({ dictionaries: [] })));
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

beforeAll(() => loadAllDomainTexts());
afterEach(cleanup);

describe('OrderStatusCell', () => {
  it('labels a delivered order with pieces still to ship "partly shipped", not a status of its own', async () => {
    renderWithApp(<OrderStatusCell row={orderRow({ orderStatus: '03', piecesToShip: 5 })} />);
    expect((await screen.findByTestId('order-partly-shipped')).textContent).toBe('部分发货');
  });

  it('shows the plain status when every piece is shipped', async () => {
    renderWithApp(
      <OrderStatusCell row={orderRow({ orderStatus: '03', piecesToShip: 0, piecesToAccept: 5 })} />,
    );
    expect(screen.queryByTestId('order-partly-shipped')).toBeNull();
  });
});
