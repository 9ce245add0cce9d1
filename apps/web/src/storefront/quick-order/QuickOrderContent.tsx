import { CART_MAX_KINDS, QUICK_ORDER_MAX_LINES } from '@procuremart/contract';
import { Alert, Button, Empty, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { useViewport } from '../../app/viewport';
import { checkoutAddress } from '../checkout/checkout-address';
import { type PastedLine, parsePastedLines, type UnreadLine } from './paste-lines';
import { QuickOrderBar } from './QuickOrderBar';
import { QuickOrderInput } from './QuickOrderInput';
import { QuickOrderTable } from './QuickOrderTable';
import { chosenItems, goodCodes, linesToCheck, type QuickOrderRow, rowsOf } from './quick-order-model';
import {
  type QuickOrderAdded,
  useAddLinesToCart,
  useAddLinesToVisitorCart,
  useCheckQuickOrder,
  useReadQuickOrderFile,
} from './quick-order-queries';

/**
 * The quick-order list (SPEC §7 "import, select, delete, check, update count"): lines come in pasted or
 * uploaded, are checked by the server and shown with their problems; the chosen good lines go to the cart or
 * straight to checkout. A visitor (SPEC §2) pastes only; the good lines go to this browser's cart, and
 * checkout goes through the cart, where signing in comes.
 */
export function QuickOrderContent({ visitor = false }: { visitor?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const compact = useViewport() === 'mobile';
  const [text, setText] = useState('');
  const [rows, setRows] = useState<QuickOrderRow[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [unread, setUnread] = useState<UnreadLine[]>([]);
  const check = useCheckQuickOrder(visitor);
  const readFile = useReadQuickOrderFile();
  const accountAdd = useAddLinesToCart();
  const visitorAdd = useAddLinesToVisitorCart();
  const addToCart = visitor ? visitorAdd : accountAdd;
  const busy = check.isPending || readFile.isPending;

  const show = (checked: QuickOrderRow[]) => {
    setRows(checked);
    setSelected(goodCodes(checked));
  };
  const runCheck = async (lines: PastedLine[]): Promise<boolean> => {
    if (lines.length > QUICK_ORDER_MAX_LINES) {
      void feedback.message.error(t('fastOrder.tooManyLines', { max: QUICK_ORDER_MAX_LINES }));
      return false;
    }
    const result = await check.mutateAsync(lines).catch(() => null);
    if (result) show(rowsOf(result.lines));
    return result !== null;
  };

  const checkText = async () => {
    const parsed = parsePastedLines(text);
    setUnread(parsed.unread);
    if (parsed.lines.length === 0) {
      if (parsed.unread.length === 0) void feedback.message.warning(t('fastOrder.nothingToCheck'));
      return;
    }
    if (await runCheck(linesToCheck(rows, parsed.lines))) setText('');
  };
  const upload = async (file: File) => {
    const result = await readFile.mutateAsync(file).catch(() => null);
    if (!result) return;
    setUnread([]);
    if (rows.length === 0) show(rowsOf(result.lines));
    else await runCheck(linesToCheck(rows, result.lines));
  };
  const changeQuantity = (code: string, num: number) => {
    setRows((current) => current.map((row) => (row.code === code ? { ...row, num, edited: true } : row)));
    setSelected((current) => new Set([...current].filter((c) => c !== code)));
  };
  const remove = (code: string) => {
    setRows((current) => current.filter((row) => row.code !== code));
    setSelected((current) => new Set([...current].filter((c) => c !== code)));
  };
  const items = chosenItems(rows, selected);
  const addChosen = async (): Promise<QuickOrderAdded | null> => {
    const result = await addToCart.mutateAsync(items).catch(() => null);
    if (!result) return null;
    if (result.added > 0) void feedback.message.success(t('fastOrder.added', { count: result.added }));
    if (result.full > 0)
      void feedback.message.warning(t('fastOrder.cartFull', { max: CART_MAX_KINDS, count: result.full }));
    return result;
  };
  const checkout = async () => {
    if (!visitor) {
      navigate(checkoutAddress('fastOrder', items));
      return;
    }
    if (((await addChosen())?.added ?? 0) > 0) navigate('/cart');
  };

  return (
    <>
      <QuickOrderInput
        text={text}
        onText={setText}
        onCheck={() => void checkText()}
        onUpload={visitor ? undefined : (file) => void upload(file)}
        busy={busy}
      />
      {unread.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="pm-quick-unread"
          data-testid="quick-order-unread"
          title={t('fastOrder.unread')}
          description={unread.map((line) => (
            <div key={line.lineNo}>{t('fastOrder.unreadLine', { lineNo: line.lineNo, text: line.text })}</div>
          ))}
        />
      )}
      <div className="pm-cart-panel pm-quick-list">
        {rows.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            data-testid="quick-order-empty"
            description={
              <>
                <div className="pm-cart-empty-title">{t('fastOrder.emptyTitle')}</div>
                <div>{t('fastOrder.emptyText')}</div>
              </>
            }
          />
        ) : (
          <>
            <div className="pm-quick-list-head">
              <Popconfirm
                title={t('fastOrder.clearConfirm', { count: rows.length })}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() => show([])}
              >
                <Button type="link" danger size="small" data-testid="quick-order-clear">
                  {t('fastOrder.clear')}
                </Button>
              </Popconfirm>
            </div>
            <QuickOrderTable
              rows={rows}
              selected={selected}
              onSelect={setSelected}
              onQuantity={changeQuantity}
              onDelete={remove}
              compact={compact}
            />
          </>
        )}
      </div>
      {rows.length > 0 && (
        <QuickOrderBar
          rows={rows}
          chosen={items.length}
          busy={busy}
          adding={addToCart.isPending}
          onRecheck={() => void runCheck(linesToCheck(rows))}
          onAddToCart={() => void addChosen()}
          onCheckout={() => void checkout()}
        />
      )}
    </>
  );
}
