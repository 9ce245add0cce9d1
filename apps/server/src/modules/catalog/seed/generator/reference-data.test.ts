import { describe, expect, it } from 'vitest';
import { buildCatalogPlan } from './reference-data';

const { reference } = buildCatalogPlan();
const { categories, frontCategories, suppliers, shops, brands, attributes, attributeValues } = reference;

describe('category tree', () => {
  it('has nine top categories, three levels, leaves only at level 3', () => {
    expect(categories.filter((c) => c.level === 1).map((c) => c.name)).toEqual([
      '办公用品',
      '五金工具',
      '紧固件',
      '电工电气',
      'IT设备',
      '劳保安全',
      '清洁用品',
      '仪器仪表',
      '专业服务',
    ]);
    for (const category of categories) {
      const parent = categories.find((c) => c.id === category.parentId);
      if (category.level === 1) expect(category.parentId).toBeNull();
      else expect(parent?.level).toBe(category.level - 1);
      expect(category.isLeaf).toBe(category.level === 3);
      expect(category.code).toHaveLength(category.level * 2);
      if (parent) expect(category.code.startsWith(parent.code)).toBe(true);
      expect(category.nameEn).not.toBe('');
    }
    expect(new Set(categories.map((c) => c.code)).size).toBe(categories.length);
  });

  it('gives every non-leaf category children', () => {
    for (const category of categories.filter((c) => !c.isLeaf)) {
      expect(categories.some((c) => c.parentId === category.id)).toBe(true);
    }
  });
});

describe('front categories', () => {
  it('form a three-level tree whose entries reach every back-office leaf', () => {
    const leafIds = new Set(categories.filter((c) => c.isLeaf).map((c) => c.id));
    const reached = new Set<number>();
    for (const front of frontCategories) {
      const parent = frontCategories.find((f) => f.id === front.parentId);
      if (front.level > 1) expect(parent?.level).toBe(front.level - 1);
      if (front.level === 3) expect(front.backCategoryIds.length).toBeGreaterThan(0);
      else expect(front.backCategoryIds).toEqual([]);
      for (const id of front.backCategoryIds) {
        expect(leafIds.has(id)).toBe(true);
        reached.add(id);
      }
    }
    expect(reached).toEqual(leafIds);
  });
});

describe('suppliers and shops', () => {
  it('has the six SPEC e-commerce codes and framework-agreement suppliers with company names', () => {
    const ecommerce = suppliers.filter((s) => s.kind === 'ecommerce');
    expect(ecommerce.map((s) => s.supplierCode)).toEqual(['jd', 'suning', 'zkh', 'grainger', 'deli', 'ehsy']);
    const agreement = suppliers.filter((s) => s.kind === 'agreement');
    expect(agreement.length).toBeGreaterThanOrEqual(3);
    for (const supplier of agreement) {
      expect(supplier.supplierCode).toBeNull();
      expect(supplier.companyName).toMatch(/有限公司$/);
    }
    expect(new Set(suppliers.map((s) => s.creditCode)).size).toBe(suppliers.length);
  });

  it('names the suppliers the demo accounts operate, by their organisation names', () => {
    expect(suppliers.find((s) => s.demoAccount === 'supplier01')?.companyName).toBe(
      '京津办公用品供应有限公司',
    );
    expect(suppliers.find((s) => s.demoAccount === 'supplier02')?.companyName).toBe(
      '华南工业品供应链有限公司',
    );
  });

  it('gives each supplier one shop with a rating and a service phone', () => {
    expect(shops.map((shop) => shop.supplierId)).toEqual(suppliers.map((s) => s.id));
    for (const shop of shops) {
      expect(shop.rating).toMatch(/^[1-5]\.\d$/);
      expect(shop.servicePhone).toMatch(/^\d{3,4}-\d{3,4}-\d{4}$/);
      expect(shop.shopName.length).toBeGreaterThan(3);
    }
  });
});

describe('brands and attributes', () => {
  it('has unique brand names and codes, Latin-only brands with their own name as English name', () => {
    expect(new Set(brands.map((b) => b.name)).size).toBe(brands.length);
    expect(new Set(brands.map((b) => b.code)).size).toBe(brands.length);
    expect(brands.find((b) => b.code === '3m')?.nameEn).toBe('3M');
    expect(brands.find((b) => b.code === 'wd-40')?.name).toBe('WD-40');
    expect(brands.find((b) => b.name === '得力')?.nameEn).toBe('Deli');
    for (const brand of brands) expect(brand.categoryIds.length).toBeGreaterThan(0);
  });

  it('defines attributes per leaf in the four groups, with unique values per attribute', () => {
    const leafIds = new Set(categories.filter((c) => c.isLeaf).map((c) => c.id));
    expect(reference.attributeGroups.map((g) => g.name)).toEqual([
      '基本参数',
      '规格参数',
      '包装参数',
      '服务参数',
    ]);
    for (const attribute of attributes) {
      expect(leafIds.has(attribute.categoryId)).toBe(true);
      const own = attributeValues.filter((v) => v.attributeId === attribute.id).map((v) => v.value);
      expect(own.length).toBeGreaterThan(0);
      expect(new Set(own).size).toBe(own.length);
    }
    const fasteners = attributes.filter(
      (a) => a.categoryId === categories.find((c) => c.name === '螺钉')?.id,
    );
    expect(fasteners.map((a) => a.name)).toEqual(['规格', '材质', '表面处理', '标准', '包装']);
    const standard = fasteners.find((a) => a.name === '标准');
    const values = attributeValues.filter((v) => v.attributeId === standard?.id).map((v) => v.value);
    expect(values).toEqual(expect.arrayContaining(['GB/T 70.1', 'DIN912']));
  });

  it('gives every attribute value an English form without Chinese', () => {
    const han = /\p{Script=Han}/u;
    for (const value of attributeValues) {
      expect(value.valueEn, value.value).not.toBe('');
      expect(han.test(value.valueEn), `${value.value} → ${value.valueEn}`).toBe(false);
    }
    const colour = attributeValues.find((v) => v.value === '红色');
    expect(colour?.valueEn).toBe('red');
  });
});
