import { auditListing, saveSpu, submitListing } from '@procuremart/contract';
import { call, dataOf } from '../../../testing/call';
import type { TestApp } from '../../../testing/test-app';
import { listingFixture, skuRow, uploadPicture } from '../commodity/commodity-fixture';

/** Creates a supplier's goods for pricing tests: two SKUs at 88.00 and 77.50 (market 99.00, stock 50). */
export async function pricingFixture(t: TestApp, supplier: string, operator: string, codePrefix: string) {
  const listing = await listingFixture(t.db);
  let codeNo = 0;
  async function createDrafts(name: string): Promise<string[]> {
    codeNo += 2;
    const input = {
      categoryId: listing.categoryId,
      brandId: listing.brandId,
      spuName: name,
      description: '',
      pictureFileIds: [await uploadPicture(t.app, supplier)],
      attributes: listing.shared,
      skus: [
        skuRow(`${codePrefix}-${codeNo}`, listing.specs(0)),
        skuRow(`${codePrefix}-${codeNo + 1}`, listing.specs(1), '77.50'),
      ],
    };
    return dataOf(await call(t.app, saveSpu, input, { token: supplier })).skuIds;
  }
  /** The same, listed through both audit levels. */
  async function createOnShelf(name: string): Promise<string[]> {
    const skuIds = await createDrafts(name);
    dataOf(await call(t.app, submitListing, { skuIds }, { token: supplier }));
    for (const level of [1, 2] as const)
      dataOf(await call(t.app, auditListing, { skuIds, level, passed: true }, { token: operator }));
    return skuIds;
  }
  return { createDrafts, createOnShelf, codeOf: (n: number) => `${codePrefix}-${n}` };
}
