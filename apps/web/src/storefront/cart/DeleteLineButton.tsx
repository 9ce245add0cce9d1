import { Button, type ButtonProps, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteCart } from './cart-queries';

/** A cart line's delete, asked first. */
export function DeleteLineButton({ cartId, skuId }: { cartId: string; skuId: string }) {
  const { t } = useTranslation();
  const remove = useDeleteCart();
  return (
    <Popconfirm
      title={t('cart.deleteConfirm')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' } as ButtonProps}
      onConfirm={() => remove.mutateAsync([cartId]).catch(() => undefined)}
    >
      <Button type="link" size="small" danger data-testid={`cart-delete-${skuId}`}>
        {t('cart.delete')}
      </Button>
    </Popconfirm>
  );
}
