import type { MemberRow } from '@procuremart/contract';
import { authoriseMember, queryGrantableRoles } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { memberKeys } from './keys';

/** Authorise: the roles the caller may grant this member, ticked where it holds them (umc_authoriseMember). */
export function AuthoriseModal({ member, onClose }: { member: MemberRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const userId = member?.userId ?? '';
  const { data: roles, isLoading } = useQuery({
    queryKey: memberKeys.roles(userId),
    queryFn: () => api(queryGrantableRoles, { userId }),
    enabled: member !== null,
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(
    () => setChosen((roles ?? []).filter((role) => role.granted).map((role) => role.roleId)),
    [roles],
  );
  const save = async () => {
    setSaving(true);
    try {
      await api(authoriseMember, { userId, roleIds: chosen });
      feedback.message.success(t('member.authorise.success'));
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={member !== null}
      title={t('member.authorise.title', { name: member?.userName ?? '' })}
      okText={t('member.authorise.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {isLoading ? (
        <Spin />
      ) : (
        <Checkbox.Group
          data-testid="member-roles"
          value={chosen}
          onChange={(values) => setChosen(values as string[])}
          options={(roles ?? []).map((role) => ({
            value: role.roleId,
            label: i18n.language === 'en-US' ? role.roleNameEn : role.roleName,
          }))}
        />
      )}
      <Typography.Paragraph type="secondary">{t('member.authorise.hint')}</Typography.Paragraph>
    </Modal>
  );
}
