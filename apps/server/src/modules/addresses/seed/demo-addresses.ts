import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { addresses, invoiceTitles } from '../tables';

/** A default receiving address per demo purchaser and a default invoice title for each organisation. */
const DEMO_BOOKS = [
  {
    username: 'purchaser01',
    address: {
      provinceCode: '310000',
      provinceName: '上海市',
      cityCode: '310100',
      cityName: '上海市',
      districtCode: '310115',
      districtName: '浦东新区',
      contactName: '张伟',
      mobile: '13800000001',
      phone: '021-58880001',
      detail: '张江路 88 号 3 号楼 5 层',
      tag: '公司',
    },
    title: {
      bankName: '招商银行上海张江支行',
      bankAccount: '121900000010001',
      registeredAddress: '上海市浦东新区张江路 88 号',
      registeredPhone: '021-58880000',
    },
  },
  {
    username: 'purchaser02',
    address: {
      provinceCode: '110000',
      provinceName: '北京市',
      cityCode: '110100',
      cityName: '北京市',
      districtCode: '110108',
      districtName: '海淀区',
      contactName: '李娜',
      mobile: '13800000002',
      phone: '',
      detail: '中关村大街 27 号 8 层',
      tag: '公司',
    },
    title: {
      bankName: '中国工商银行北京中关村支行',
      bankAccount: '0200000000123456789',
      registeredAddress: '北京市海淀区中关村大街 27 号',
      registeredPhone: '010-62000000',
    },
  },
  {
    // approver01 buys for the same organisation: an address of its own, the organisation's invoice title.
    username: 'approver01',
    address: {
      provinceCode: '310000',
      provinceName: '上海市',
      cityCode: '310100',
      cityName: '上海市',
      districtCode: '310115',
      districtName: '浦东新区',
      contactName: '周婷',
      mobile: '13800000003',
      phone: '021-58880003',
      detail: '张江路 88 号 1 号楼 2 层 采购部',
      tag: '公司',
    },
  },
];

export async function seedDemoAddresses(tx: Tx, at: Date): Promise<void> {
  const owners = await tx
    .select({
      userId: users.id,
      username: users.username,
      orgId: users.orgId,
      orgName: orgs.name,
      creditCode: orgs.creditCode,
    })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(
      inArray(
        users.username,
        DEMO_BOOKS.map((book) => book.username),
      ),
    );
  for (const owner of owners) {
    const book = DEMO_BOOKS.find((b) => b.username === owner.username);
    if (!book || owner.orgId === null) continue;
    const stamps = { createdAt: at, updatedAt: at, isDefault: true };
    await tx.insert(addresses).values({
      userId: owner.userId,
      orgId: owner.orgId,
      kind: 'receiving',
      shared: true,
      ...book.address,
      ...stamps,
    });
    if (!('title' in book) || !book.title) continue;
    await tx.insert(invoiceTitles).values({
      ownerKey: `org:${owner.orgId}`,
      orgId: owner.orgId,
      userId: owner.userId,
      title: owner.orgName,
      creditCode: owner.creditCode ?? '',
      specialInvoice: true,
      ...book.title,
      ...stamps,
    });
  }
}
