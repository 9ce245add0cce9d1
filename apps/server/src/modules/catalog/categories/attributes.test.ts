import {
  deleteAttribute,
  deleteAttributeGroup,
  deleteAttributeValue,
  getListingOptions,
  queryAttributeGroups,
  queryCategoryAttributes,
  queryCategoryTree,
  saveAttribute,
  saveAttributeGroup,
  saveAttributeValue,
  saveCategory,
  saveSpu,
  sortAttributeValues,
} from '@procuremart/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { listingFixture, skuRow, uploadPicture } from '../commodity/commodity-fixture';
import { attributeGroups, attributes, attributeValues } from '../tables';

let t: TestApp;
let operator: string;
let supplier: string;
let purchaser: string;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [operator, supplier, purchaser] = await Promise.all(
    ['operator01', 'supplier01', 'purchaser01'].map((u) => loginAs(t.app, u)),
  );
  // A copy of the catalogue database: slow on a busy machine.
}, 240_000);
afterAll(() => t.close());

const as = <C extends Parameters<typeof call>[1]>(
  def: C,
  input: Parameters<typeof call<C>>[2],
  token = operator,
) => call(t.app, def, input, { token });
const rows = async (table: typeof attributes | typeof attributeValues | typeof attributeGroups) =>
  (await t.db.select({ n: count() }).from(table))[0].n;
const attributesOf = async (categoryId: string) =>
  dataOf(await as(queryCategoryAttributes, { categoryId })).attributes;

describe('attribute groups', () => {
  it('creates, edits and deletes a group; duplicates and a group in use are refused', async () => {
    const seeded = dataOf(await as(queryAttributeGroups, { pageSize: 50 }));
    expect(seeded.total).toBeGreaterThan(0);
    const group = dataOf(
      await as(saveAttributeGroup, { code: 'eco', name: '环保信息', nameEn: 'Environment' }),
    );
    expect(group).toMatchObject({ code: 'eco', attributeCount: 0 });
    const edited = dataOf(
      await as(saveAttributeGroup, { groupId: group.groupId, code: 'eco', name: '环保', sortNo: 9 }),
    );
    expect(edited).toMatchObject({ name: '环保', sortNo: 9 });
    expect(dataOf(await as(queryAttributeGroups, { name: '环保' })).rows.map((g) => g.groupId)).toEqual([
      group.groupId,
    ]);

    const n = await rows(attributeGroups);
    const sameCode = await as(saveAttributeGroup, { code: 'ECO', name: '别名' });
    expect(sameCode.body).toMatchObject({ code: '8888', data: { field: 'code' } });
    const sameName = await as(saveAttributeGroup, { code: 'eco2', name: seeded.rows[0].name });
    expect(sameName.body).toMatchObject({ code: '8888', data: { field: 'name' } });
    for (const bad of [
      { code: '1abc', name: '编码错' },
      { code: 'ok', name: '' },
      { code: 'ok', name: '长'.repeat(300) },
      { code: 'ok', name: '坏\u0000' },
    ]) {
      expect((await as(saveAttributeGroup, bad)).body.code).toBe('E400');
    }
    expect(await rows(attributeGroups)).toBe(n);

    const used = seeded.rows.find((g) => g.attributeCount > 0);
    expect(used).toBeDefined();
    const refused = await as(deleteAttributeGroup, { groupId: used?.groupId ?? '' });
    expect(refused.body).toMatchObject({ code: '8888', respDesc: '还有属性使用该属性组，不能删除' });
    dataOf(await as(deleteAttributeGroup, { groupId: group.groupId }));
    expect(await rows(attributeGroups)).toBe(n - 1);
  });
});

describe('attributes and values of a leaf category', () => {
  let leafId: string;
  let groupId: string;
  beforeAll(async () => {
    const tree = dataOf(await as(queryCategoryTree, {})).categories;
    const middle = tree.find((c) => c.level === 2);
    leafId = dataOf(
      await as(saveCategory, { parentId: middle?.categoryId, name: '属性测试叶子' }),
    ).categoryId;
    groupId = dataOf(await as(queryAttributeGroups, {})).rows[0].groupId;
  });

  it('creates attributes and values, lists them grouped and ordered, reorders and deletes', async () => {
    const material = dataOf(
      await as(saveAttribute, { categoryId: leafId, groupId, name: '材质', nameEn: 'Material', sortNo: 2 }),
    );
    const colour = dataOf(
      await as(saveAttribute, { categoryId: leafId, groupId, name: '颜色', sortNo: 1, isVariant: true }),
    );
    const red = dataOf(
      await as(saveAttributeValue, { attributeId: colour.attributeId, value: '红色', valueEn: 'Red' }),
    );
    const blue = dataOf(
      await as(saveAttributeValue, {
        attributeId: colour.attributeId,
        value: '蓝色',
        valueEn: 'Blue',
        sortNo: 5,
      }),
    );
    let listed = await attributesOf(leafId);
    expect(listed.map((a) => [a.name, a.isVariant, a.required, a.inUse])).toEqual([
      ['颜色', true, true, false],
      ['材质', false, true, false],
    ]);
    expect(listed[0].values.map((v) => [v.value, v.valueEn])).toEqual([
      ['红色', 'Red'],
      ['蓝色', 'Blue'],
    ]);

    dataOf(
      await as(sortAttributeValues, {
        attributeId: colour.attributeId,
        valueIds: [blue.valueId, red.valueId],
      }),
    );
    listed = await attributesOf(leafId);
    expect(listed[0].values.map((v) => v.value)).toEqual(['蓝色', '红色']);
    const partial = await as(sortAttributeValues, {
      attributeId: colour.attributeId,
      valueIds: [red.valueId],
    });
    expect(partial.body).toMatchObject({ code: '8888', data: { field: 'valueIds' } });

    const n = await rows(attributeValues);
    const twin = await as(saveAttributeValue, {
      attributeId: colour.attributeId,
      value: '红色',
      valueEn: 'Red again',
    });
    expect(twin.body).toMatchObject({ code: '8888', data: { field: 'value' } });
    for (const value of ['', '长'.repeat(300), '坏\u0000值'])
      expect(
        (await as(saveAttributeValue, { attributeId: colour.attributeId, value, valueEn: 'Bad' })).body.code,
      ).toBe('E400');
    // The English form is required too.
    for (const valueEn of ['', '  '])
      expect(
        (await as(saveAttributeValue, { attributeId: colour.attributeId, value: '绿色', valueEn })).body,
      ).toMatchObject({ code: 'E400', data: { field: 'valueEn' } });
    expect(await rows(attributeValues)).toBe(n);
    dataOf(
      await as(saveAttributeValue, {
        attributeId: colour.attributeId,
        valueId: red.valueId,
        value: '大红',
        valueEn: 'Scarlet',
      }),
    );
    dataOf(await as(deleteAttributeValue, { valueId: blue.valueId }));
    expect((await attributesOf(leafId))[0].values.map((v) => [v.value, v.valueEn])).toEqual([
      ['大红', 'Scarlet'],
    ]);

    const sameName = await as(saveAttribute, { categoryId: leafId, groupId, name: '颜色' });
    expect(sameName.body).toMatchObject({ code: '8888', data: { field: 'name' } });
    const a = await rows(attributes);
    dataOf(await as(deleteAttribute, { attributeId: colour.attributeId }));
    dataOf(await as(deleteAttribute, { attributeId: material.attributeId }));
    expect(await rows(attributes)).toBe(a - 2);
    expect(await attributesOf(leafId)).toEqual([]);
  });

  it('gives attributes only to leaf categories', async () => {
    const tree = dataOf(await as(queryCategoryTree, {})).categories;
    const middle = tree.find((c) => c.level === 2);
    const refused = await as(saveAttribute, { categoryId: middle?.categoryId ?? '', groupId, name: '尺寸' });
    expect(refused.body).toMatchObject({ code: '8888', data: { field: 'categoryId' } });
  });

  it('lets only operators with attribute management read or change attributes', async () => {
    const n = await rows(attributes);
    for (const token of [supplier, purchaser]) {
      expect((await as(queryCategoryAttributes, { categoryId: leafId }, token)).body.code).toBe('E403');
      expect((await as(saveAttribute, { categoryId: leafId, groupId, name: '越权' }, token)).body.code).toBe(
        'E403',
      );
      expect((await as(saveAttributeGroup, { code: 'x', name: '越权' }, token)).body.code).toBe('E403');
    }
    expect(await rows(attributes)).toBe(n);
  });
});

describe('attributes goods hold', () => {
  let fixture: Awaited<ReturnType<typeof listingFixture>>;
  beforeAll(async () => {
    fixture = await listingFixture(t.db);
  });
  let codeNo = 0;
  const spuInput = async (shared: typeof fixture.shared) => ({
    categoryId: fixture.categoryId,
    brandId: fixture.brandId,
    spuName: '属性测试商品',
    description: '测试',
    pictureFileIds: [await uploadPicture(t.app, supplier)],
    attributes: shared,
    skus: [skuRow(`ATTR-${++codeNo}`, fixture.specs(0))],
  });

  it('refuses deleting or renaming what goods hold, and changing whether it is a spec attribute', async () => {
    dataOf(await call(t.app, saveSpu, await spuInput(fixture.shared), { token: supplier }));
    const listed = await attributesOf(fixture.categoryId);
    const held = listed.find((a) => a.inUse && a.isVariant);
    expect(held).toBeDefined();
    if (!held) return;
    const heldValue = held.values.find((v) => v.inUse);
    expect(heldValue).toBeDefined();
    if (!heldValue) return;
    const [a, v] = [await rows(attributes), await rows(attributeValues)];
    expect((await as(deleteAttribute, { attributeId: held.attributeId })).body).toMatchObject({
      code: '8888',
      respDesc: '已有商品使用该属性，不能删除',
    });
    expect((await as(deleteAttributeValue, { valueId: heldValue.valueId })).body).toMatchObject({
      code: '8888',
      respDesc: '已有商品使用该属性值，不能删除',
    });
    const rename = await as(saveAttributeValue, {
      attributeId: held.attributeId,
      valueId: heldValue.valueId,
      value: `${heldValue.value}改`,
      valueEn: heldValue.valueEn,
    });
    expect(rename.body).toMatchObject({ code: '8888', data: { field: 'value' } });
    const flip = await as(saveAttribute, {
      attributeId: held.attributeId,
      categoryId: fixture.categoryId,
      groupId: held.groupId,
      name: held.name,
      isVariant: false,
    });
    expect(flip.body).toMatchObject({ code: '8888', data: { field: 'isVariant' } });
    expect([await rows(attributes), await rows(attributeValues)]).toEqual([a, v]);
    // Its order and its English may still change.
    dataOf(
      await as(saveAttributeValue, {
        attributeId: held.attributeId,
        valueId: heldValue.valueId,
        value: heldValue.value,
        valueEn: 'Corrected English',
        sortNo: 77,
      }),
    );
    const corrected = (await attributesOf(fixture.categoryId))
      .flatMap((a) => a.values)
      .find((value) => value.valueId === heldValue.valueId);
    expect(corrected).toMatchObject({ value: heldValue.value, valueEn: 'Corrected English', sortNo: 77 });
  });

  it('requires required attributes on saveSpu and lets optional ones be left out', async () => {
    const listed = await attributesOf(fixture.categoryId);
    const shared = listed.find((a) => !a.isVariant && a.required);
    expect(shared).toBeDefined();
    if (!shared) return;
    const without = fixture.shared.filter((c) => c.attributeId !== shared.attributeId);
    const refused = await call(t.app, saveSpu, await spuInput(without), { token: supplier });
    expect(refused.body).toMatchObject({ code: '8888', data: { field: 'attributes' } });
    expect(refused.body.respDesc).toContain(shared.name);

    dataOf(
      await as(saveAttribute, {
        attributeId: shared.attributeId,
        categoryId: fixture.categoryId,
        groupId: shared.groupId,
        name: shared.name,
        nameEn: shared.nameEn,
        sortNo: shared.sortNo,
        isVariant: false,
        required: false,
      }),
    );
    expect(
      (await attributesOf(fixture.categoryId)).find((a) => a.attributeId === shared.attributeId)?.required,
    ).toBe(false);
    // The supplier's goods form learns it from the listing options: that one may be left empty.
    const options = dataOf(
      await call(t.app, getListingOptions, { categoryId: fixture.categoryId }, { token: supplier }),
    );
    expect(options.attributes.find((a) => a.attributeId === shared.attributeId)?.required).toBe(false);
    expect(options.attributes.filter((a) => a.isVariant).every((a) => a.required)).toBe(true);
    const saved = dataOf(await call(t.app, saveSpu, await spuInput(without), { token: supplier }));
    expect(saved.skuIds).toHaveLength(1);
  });
});
