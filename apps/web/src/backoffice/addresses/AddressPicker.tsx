import { PlusOutlined } from '@ant-design/icons';
import { type Address, type AddressKind, MAX_ADDRESSES_PER_USER } from '@procuremart/contract';
import { queryAddressList } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Radio, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { AddressForm } from './AddressForm';
import { AddressFlags, regionText } from './address-resource';
import { addressKeys } from './keys';
import { PickerLoadState } from './PickerLoadState';

// Own addresses plus colleagues' shared ones fit on one page for any organisation of sensible size.
const PICKER_PAGE_SIZE = MAX_ADDRESSES_PER_USER * 5;

export interface AddressPickerProps {
  kind?: AddressKind;
  /** The chosen address id; when empty the default (else the first) is chosen once loaded. */
  value?: string;
  onChange: (address: Address) => void;
}

/** The checkout's address choice: the user's addresses (default first) with "use this" and "add new". */
export function AddressPicker({ kind = 'receiving', value, onChange }: AddressPickerProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const query = useQuery({
    queryKey: [...addressKeys.book(kind), 'picker'],
    queryFn: () => api(queryAddressList, { kind, pageSize: PICKER_PAGE_SIZE }),
  });
  const rows = query.data?.rows ?? [];
  const preselect = value ? undefined : (rows.find((a) => a.isDefault && a.mine) ?? rows[0]);
  useEffect(() => {
    if (preselect) onChange(preselect);
  }, [preselect, onChange]);

  if (query.isPending || query.isError) return <PickerLoadState query={query} rows={3} />;
  const addNew = (
    <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="address-picker-add">
      {t('addrBook.action.addNew')}
    </Button>
  );
  return (
    <Flex vertical gap={8} data-testid="address-picker">
      {rows.length === 0 ? (
        <Empty description={t('addrBook.picker.empty')}>{addNew}</Empty>
      ) : (
        <>
          <Radio.Group
            value={value}
            onChange={(event) => {
              const picked = rows.find((a) => a.addressId === event.target.value);
              if (picked) onChange(picked);
            }}
            style={{ width: '100%' }}
          >
            <Flex vertical gap={8}>
              {rows.map((address) => (
                <AddressOption
                  key={address.addressId}
                  address={address}
                  chosen={address.addressId === value}
                />
              ))}
            </Flex>
          </Radio.Group>
          <div>{addNew}</div>
        </>
      )}
      <AddressForm
        open={adding}
        editing={{ mode: 'create', kind }}
        onClose={() => setAdding(false)}
        onSaved={onChange}
      />
    </Flex>
  );
}

function AddressOption({ address, chosen }: { address: Address; chosen: boolean }) {
  const { t } = useTranslation();
  return (
    <Card size="small" style={chosen ? { borderColor: 'var(--pm-color-primary)' } : undefined}>
      <Radio value={address.addressId} aria-label={`${address.contactName} ${address.detail}`}>
        <Flex vertical gap={2}>
          <Flex wrap gap={8} align="center">
            <Typography.Text strong>{address.contactName}</Typography.Text>
            <Typography.Text>{address.mobile}</Typography.Text>
            <AddressFlags address={address} />
          </Flex>
          <Typography.Text type="secondary">
            {regionText(address)} {address.detail}
          </Typography.Text>
          <Typography.Text type={chosen ? 'success' : undefined}>
            {chosen ? t('addrBook.picker.selected') : t('addrBook.action.useThis')}
          </Typography.Text>
        </Flex>
      </Radio>
    </Card>
  );
}
