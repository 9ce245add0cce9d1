import { bilingual, MessageKind, RoleCode } from '@procuremart/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { users } from '../../identity/shared-tables';
import { type Notice, notify } from '../notify';
import { messageInbox } from '../tables';

const HOUR_MS = 3_600_000;

/**
 * A few site messages for every demo account (one of each already read), so the message pages are not empty.
 * Runs on the demo database, whose accounts are the demo accounts.
 */
export async function seedDemoMessages(tx: Tx, baseTime: Date): Promise<void> {
  const demo = await tx
    .select({ id: users.id, username: users.username, orgId: users.orgId })
    .from(users)
    .orderBy(asc(users.id));
  const byName = new Map(demo.map((u) => [u.username, u]));
  const user = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`demo account ${name} is missing`);
    return found;
  };
  const everyone: Notice[] = demo.map((u) => ({
    to: { userId: u.id },
    kind: MessageKind.system,
    title: bilingual('欢迎使用 ProcureMart', 'Welcome to ProcureMart'),
    body: bilingual(
      '您的账号已开通，可在账号信息中查看和维护您的资料。',
      'Your account is ready; see and keep your details up to date under Account info.',
    ),
    link: '/index/accountInfo',
  }));
  const orgWide = (name: string): Notice => ({
    to: { orgId: user(name).orgId ?? 0 },
    kind: MessageKind.account,
    title: bilingual('企业资料已审核通过', 'Your organisation was approved'),
    body: bilingual(
      '贵单位的企业资料已审核通过，单位下所有账号均可正常使用。',
      "Your organisation's details were approved; every account of it may be used.",
    ),
  });
  const thresholdChanged = (name: string): Notice => ({
    to: { orgId: user(name).orgId ?? 0 },
    kind: MessageKind.order,
    title: bilingual('订单审批金额已调整', 'Order approval threshold changed'),
    body: bilingual(
      '平台已调整订单审批金额，超过该金额的订单需经本单位审批。',
      'The platform changed the order approval threshold: orders above it need your approval.',
    ),
    link: '/cart',
  });
  const notices: Notice[] = [
    ...everyone,
    orgWide('purchaser01'),
    orgWide('purchaser02'),
    orgWide('supplier01'),
    orgWide('supplier02'),
    thresholdChanged('purchaser01'),
    thresholdChanged('purchaser02'),
    {
      to: { roleCode: RoleCode.supplier },
      kind: MessageKind.commodity,
      title: bilingual('商品上架规则更新', 'Listing rules updated'),
      body: bilingual(
        '商品上架需经运营审核，请确保商品图片与参数完整准确。',
        'Listings are reviewed by operators; make sure pictures and attributes are complete and correct.',
      ),
    },
    {
      to: { roleCode: RoleCode.operator },
      kind: MessageKind.commodity,
      title: bilingual('有品牌待维护', 'Brands to look after'),
      body: bilingual(
        '请检查已停用品牌是否仍需保留。',
        'Check whether the disabled brands are still needed.',
      ),
      link: '/index/brandManage',
    },
    {
      to: { userId: user('operator02').id },
      kind: MessageKind.system,
      title: bilingual('操作日志保留策略', 'Operation log retention'),
      body: bilingual('操作日志保留两年，可在操作日志页面查询。', 'Operation logs are kept for two years.'),
      link: '/index/opsLogQuery',
    },
  ];
  for (const [index, notice] of notices.entries()) {
    await notify(tx, notice, new Date(baseTime.getTime() + index * HOUR_MS));
  }
  // Each account has read its welcome message.
  for (const u of demo) {
    const [welcome] = await tx
      .select({ id: messageInbox.id })
      .from(messageInbox)
      .where(eq(messageInbox.userId, u.id))
      .orderBy(messageInbox.createdAt)
      .limit(1);
    if (welcome)
      await tx.update(messageInbox).set({ readAt: baseTime }).where(eq(messageInbox.id, welcome.id));
  }
}
