import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPriceRange, sanitizePriceInput } from './price-range';

/** Two price inputs and "OK": each a valid amount (SPEC §5 money), the lower one not above the upper one. */
export function PriceRangeFilter({
  priceMin,
  priceMax,
  onApply,
}: {
  priceMin?: string;
  priceMax?: string;
  onApply: (range: { priceMin?: string; priceMax?: string }) => void;
}) {
  const { t } = useTranslation();
  const [min, setMin] = useState(priceMin ?? '');
  const [max, setMax] = useState(priceMax ?? '');
  const [error, setError] = useState<{ field: string; messageKey: string } | null>(null);

  useEffect(() => {
    setMin(priceMin ?? '');
    setMax(priceMax ?? '');
    setError(null);
  }, [priceMin, priceMax]);

  const apply = () => {
    const result = checkPriceRange(min, max);
    if (!result.ok) {
      setError(result);
      return;
    }
    setError(null);
    onApply({ priceMin: result.priceMin, priceMax: result.priceMax });
  };

  return (
    <div className="pm-price-range">
      <Space.Compact>
        <Input
          value={min}
          inputMode="decimal"
          placeholder={t('mallList.priceMin')}
          aria-label={t('mallList.priceMin')}
          status={error?.field === 'priceMin' ? 'error' : undefined}
          data-testid="price-min"
          onChange={(event) => setMin(sanitizePriceInput(event.target.value))}
          onPressEnter={apply}
        />
        <Input className="pm-price-range-dash" value="-" disabled tabIndex={-1} />
        <Input
          value={max}
          inputMode="decimal"
          placeholder={t('mallList.priceMax')}
          aria-label={t('mallList.priceMax')}
          status={error?.field === 'priceMax' ? 'error' : undefined}
          data-testid="price-max"
          onChange={(event) => setMax(sanitizePriceInput(event.target.value))}
          onPressEnter={apply}
        />
        <Button onClick={apply} data-testid="price-apply">
          {t('common.ok')}
        </Button>
      </Space.Compact>
      {error && (
        <div className="pm-field-error" role="alert" data-testid="price-error">
          {t(error.messageKey)}
        </div>
      )}
    </div>
  );
}
