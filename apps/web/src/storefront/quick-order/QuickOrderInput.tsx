import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { FILE_ROUTES, IMPORTABLE_EXTENSIONS, QUICK_ORDER_MAX_LINES } from '@procuremart/contract';
import { Button, Input, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loginAddress } from '../../app/guard';
import { LoginOutlined } from '../../app/ui/csp-safe-icons';

export interface QuickOrderInputProps {
  text: string;
  onText: (text: string) => void;
  onCheck: () => void;
  /** Absent for visitors: they paste only (SPEC §2), reading a file needs a login. */
  onUpload?: (file: File) => void;
  busy: boolean;
}

/** Where lines come in: typed or pasted (from Excel), or an uploaded sheet filled from the template. */
export function QuickOrderInput({ text, onText, onCheck, onUpload, busy }: QuickOrderInputProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="pm-cart-panel pm-quick-input">
      <Typography.Paragraph type="secondary">{t('fastOrder.intro')}</Typography.Paragraph>
      <Input.TextArea
        value={text}
        onChange={(event) => onText(event.target.value)}
        placeholder={t('fastOrder.placeholder')}
        autoSize={{ minRows: 5, maxRows: 12 }}
        aria-label={t('fastOrder.title')}
        data-testid="quick-order-input"
      />
      <Space wrap className="pm-quick-input-actions">
        <Button type="primary" loading={busy} onClick={onCheck} data-testid="quick-order-check">
          {t('fastOrder.check')}
        </Button>
        {onUpload && (
          <>
            <Upload
              accept={IMPORTABLE_EXTENSIONS.join(',')}
              showUploadList={false}
              beforeUpload={(file) => {
                onUpload(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} disabled={busy} data-testid="quick-order-upload">
                {t('fastOrder.upload')}
              </Button>
            </Upload>
            <a href={`${FILE_ROUTES.importTemplate}?kind=cart`} download data-testid="quick-order-template">
              <DownloadOutlined /> {t('fastOrder.template')}
            </a>
          </>
        )}
      </Space>
      {onUpload ? (
        <Typography.Text type="secondary" className="pm-quick-hint">
          {t('fastOrder.uploadHint', {
            max: QUICK_ORDER_MAX_LINES,
            types: IMPORTABLE_EXTENSIONS.join(' '),
          })}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" className="pm-quick-hint" data-testid="quick-order-visitor-hint">
          {t('fastOrder.visitorHint', { max: QUICK_ORDER_MAX_LINES })}{' '}
          <Typography.Link
            onClick={() => navigate(loginAddress('/fastOrder'))}
            data-testid="quick-order-login"
          >
            <LoginOutlined /> {t('fastOrder.visitorLogin')}
          </Typography.Link>
        </Typography.Text>
      )}
    </div>
  );
}
