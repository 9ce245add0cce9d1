import { describe, expect, it } from 'vitest';
import { shellTexts } from './shell-texts';

// What the texts say a kind of user can do must be what the product does now: suppliers see their account and
// have their shops and goods on show; operators manage brands, unlock accounts and read the operation log.
// There are no order or agreement screens yet, nor goods or organisation management.
const promises = (locale: 'zh-CN' | 'en-US') => {
  const texts = shellTexts[locale] as unknown as {
    auth: { supplierSubtitle: string };
    shop: { supplierText: string; operatorText: string };
  };
  return [texts.auth.supplierSubtitle, texts.shop.supplierText, texts.shop.operatorText];
};

describe('what the supplier login and the home page promise', () => {
  it('names no orders, agreements or goods management (zh-CN)', () => {
    for (const text of promises('zh-CN')) expect(text).not.toMatch(/订单|协议|管理店铺|商品与组织/);
  });

  it('names no orders, agreements or goods management (en-US)', () => {
    for (const text of promises('en-US')) expect(text).not.toMatch(/orders|agreements|manage shops|goods,/i);
  });
});
