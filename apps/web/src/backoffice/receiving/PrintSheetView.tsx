import type { OrderDetail } from '@procuremart/contract';
import { useTranslation } from 'react-i18next';
import { useUnitName } from '../../dictionaries/unit-name';
import { useLocalName } from '../../i18n/local-name';
import { formatAmount, formatDateTime } from '../../resources/formatters';
import { BankTransferDetails } from '../../storefront/payment/BankTransferDetails';
import type { PrintSheet } from './print-sheet';
import './print.css';

/** A printable delivery note or acceptance form: the parties, the lines, the total in figures and capitals, signatures. */
export function PrintSheetView({ order, sheet }: { order: OrderDetail; sheet: PrintSheet }) {
  const { t } = useTranslation();
  const unitName = useUnitName();
  const byLocale = useLocalName();
  const delivery = sheet.kind === 'delivery';
  return (
    <div className="pm-print-sheet" data-testid="print-sheet">
      <h1>{t(delivery ? 'receiving.print.deliveryTitle' : 'receiving.print.acceptanceTitle')}</h1>
      <div className="pm-print-facts">
        <div>
          {t('receiving.print.orderNo')}: {sheet.orderNo}
        </div>
        {sheet.shipmentNo && (
          <div>
            {t('receiving.print.shipmentNo')}: {sheet.shipmentNo}
          </div>
        )}
        <div>
          {t('receiving.print.org')}: {byLocale(order.orgName, order.orgNameEn)}
        </div>
        <div>
          {t('receiving.print.supplier')}: {byLocale(order.supplierName, order.supplierNameEn)}
        </div>
        <div>
          {t('receiving.print.receiver')}: {order.receiverName} {order.receiverMobile}
        </div>
        <div>
          {t('receiving.print.date')}: {formatDateTime(sheet.date)}
        </div>
        {delivery && (
          <div data-testid="print-carrier">
            {sheet.carrier
              ? `${t('receiving.print.carrier')}: ${sheet.carrier}  ${t('receiving.print.waybillNo')}: ${sheet.waybillNo}`
              : `${t('receiving.print.deliverer')}: ${sheet.deliverer}`}
          </div>
        )}
        <div style={{ gridColumn: '1 / -1' }}>
          {t('receiving.print.address')}: {order.receiverAddress}
        </div>
      </div>
      <table className="pm-print-table">
        <thead>
          <tr>
            <th>{t('receiving.print.index')}</th>
            <th>{t('receiving.print.goods')}</th>
            <th>{t('receiving.print.model')}</th>
            <th>{t('receiving.print.unit')}</th>
            <th>{t('receiving.print.unitPrice')}</th>
            <th>{t('receiving.print.num')}</th>
            <th>{t('receiving.print.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.lines.map((line, index) => (
            <tr key={line.key}>
              <td className="pm-num">{index + 1}</td>
              <td>{byLocale(line.skuName, line.skuNameEn)}</td>
              <td>{line.model}</td>
              <td>{unitName(line.unit)}</td>
              <td className="pm-num">{formatAmount(line.unitPrice)}</td>
              <td className="pm-num">{line.num}</td>
              <td className="pm-num">{formatAmount(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <td colSpan={6}>{t('receiving.print.total')}</td>
            <td className="pm-num" data-testid="print-total">
              {formatAmount(sheet.total)}
            </td>
          </tr>
          <tr>
            <td colSpan={2}>{t('receiving.print.capital')}</td>
            <td colSpan={5} data-testid="print-capital">
              {sheet.capitalTotal}
            </td>
          </tr>
        </tbody>
      </table>
      {order.bankTransfer && (
        <BankTransferDetails transfer={order.bankTransfer} amount={order.amount} reference={order.orderNo} />
      )}
      <div className="pm-print-signatures">
        <div>{t('receiving.print.signSupplier')}:</div>
        <div>{t('receiving.print.signReceiver')}:</div>
        <div>{t('receiving.print.signAcceptor')}:</div>
      </div>
    </div>
  );
}
