import type { CallOutput } from '@procuremart/contract';
import { mergeVisitorCart } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import i18n from '../../i18n';
import { localName } from '../../i18n/local-name';
import { updateVisitorLines, type VisitorLine, visitorLines } from './visitor-cart';
import { wireLines } from './visitor-cart-query';

type MergeResult = CallOutput<typeof mergeVisitorCart>;

/**
 * Names this browser cart's content (the lines with their quantities, ticks and when each was added): two tabs
 * or a retry send the same id and the server merges once; a cart built again later has another id.
 */
export function mergeIdOf(lines: readonly VisitorLine[]): string {
  const text = JSON.stringify(lines.map((l) => [l.skuId, l.supplierShopId, l.num, l.ticked, l.addedAt]));
  // Two 32-bit FNV-1a hashes with different seeds: 64 bits, as base-36 text.
  const hash = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619) >>> 0;
    return h.toString(36).padStart(7, '0');
  };
  return `${hash(0x811c9dc5)}${hash(0x01000193)}`;
}

function showMergeNotice(result: MergeResult): void {
  const t = i18n.t.bind(i18n);
  const refused = result.refused.map((line) => {
    const name = line.skuName
      ? localName(i18n.language, line.skuName, line.skuNameEn)
      : t('cart.merge.unnamed', { skuId: line.skuId });
    return `${name}: ${t(`cart.merge.reason.${line.reason}`)}`;
  });
  feedback.notification.open({
    type: refused.length > 0 ? 'warning' : 'success',
    title: t('cart.merge.title'),
    description: (
      <div data-testid="cart-merge-notice">
        <div>{t('cart.merge.merged', { count: result.mergedSkuIds.length })}</div>
        {refused.length > 0 && (
          <>
            <div>{t('cart.merge.notMerged')}</div>
            <ul className="pm-cart-merge-refused">
              {refused.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    ),
    duration: refused.length > 0 ? 0 : 4.5,
  });
}

/**
 * Right after a purchaser logs in: the visitor cart of this browser goes into the account's cart, and every line
 * sent (merged or reported as not merged) leaves the browser; lines added meanwhile stay. One notice says what
 * happened. A failed merge keeps the lines for the next login.
 */
export async function mergeVisitorCartAfterLogin(): Promise<void> {
  const lines = visitorLines();
  if (lines.length === 0) return;
  const sent = wireLines(lines);
  try {
    const result = await api(mergeVisitorCart, { mergeId: mergeIdOf(lines), lines: sent }, { notify: false });
    const done = new Set(sent.map((line) => `${line.skuId}:${line.supplierShopId}`));
    updateVisitorLines((line) => (done.has(`${line.skuId}:${line.supplierShopId}`) ? null : line));
    showMergeNotice(result);
  } catch {
    feedback.notification.open({ type: 'warning', title: i18n.t('cart.merge.failed') });
  }
}
