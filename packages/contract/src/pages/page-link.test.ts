import { describe, expect, it } from 'vitest';
import type { AccessCode } from './index';
import { type PageWithParam, pageLink, readPageParams } from './page-link';

describe('pageLink', () => {
  it('opens a page at its address with its declared parameters, values encoded', () => {
    expect(pageLink('agrMyOrderDetail', { orderId: '12' })).toBe('/index/agrMyOrderDetail?orderId=12');
    expect(pageLink('brandDetail', { brandId: 'a&b=c d/é' })).toBe(
      '/index/brandDetail?brandId=a%26b%3Dc+d%2F%C3%A9',
    );
  });

  it('leaves out an optional parameter not given, and a page without parameters takes none', () => {
    expect(pageLink('printAcceptOrder', { orderId: '7' })).toBe('/index/printAcceptOrder?orderId=7');
    expect(pageLink('printShippingNote', { orderId: '7', shipmentId: '9' })).toBe(
      '/index/printShippingNote?orderId=7&shipmentId=9',
    );
    expect(pageLink('commodityCreate')).toBe('/index/commodityCreate');
    expect(pageLink('myDownloads')).toBe('/index/myDownloads');
  });

  it('refuses, by type, an unknown page, an access code, a missing, unknown or misspelt parameter', () => {
    const refused = () => {
      // @ts-expect-error no page is called so
      pageLink('agrMyOrderDetial', { orderId: '1' });
      // @ts-expect-error an access code is no page
      pageLink('arrivalForOrg' satisfies AccessCode);
      // @ts-expect-error the order detail needs its order
      pageLink('agrMyOrderDetail');
      // @ts-expect-error the brand detail reads brandId, not id
      pageLink('brandDetail', { id: '1' });
      // @ts-expect-error a page without parameters takes none
      pageLink('myDownloads', { orderId: '1' });
    };
    expect(() => refused()).toThrow(/no page is called agrMyOrderDetial/);
  });

  it('names the pages that read a parameter', () => {
    const orderPages: PageWithParam<'orderId'>[] = [
      'agrMyOrderDetail',
      'supplierOrderDetails',
      'deliverGoods',
    ];
    // @ts-expect-error the brand detail reads no order
    const notAnOrderPage: PageWithParam<'orderId'> = 'brandDetail';
    expect([...orderPages, notAnOrderPage]).toHaveLength(4);
  });
});

describe('readPageParams', () => {
  it('reads only the declared parameters: a missing required one is empty, a missing optional one absent', () => {
    expect(readPageParams('agrMyOrderDetail', { orderId: '5', other: 'x' })).toEqual({ orderId: '5' });
    expect(readPageParams('agrMyOrderDetail', {})).toEqual({ orderId: '' });
    expect(readPageParams('printAcceptOrder', { orderId: '5' })).toEqual({ orderId: '5' });
    expect(readPageParams('printAcceptOrder', { orderId: '5', shipmentId: '6' })).toEqual({
      orderId: '5',
      shipmentId: '6',
    });
  });
});
