import { PlusOutlined } from '@ant-design/icons';
import { PROCESS_PERMISSION } from '@procuremart/contract';
import { useState } from 'react';
import { useSession } from '../../app/session';
import type { Editing } from '../../resources/form-for';
import { ResourceList } from '../../resources/ResourceList';
import type { ToolbarAction } from '../../resources/types';
import { type DraftRecord, ProcessForm } from './ProcessForm';
import { processList } from './process-resource';

/** Approval processes (processList): filters, view (versions), and a new process with its first draft. */
export default function ProcessListPage() {
  const { userInfo } = useSession();
  const [editing, setEditing] = useState<Editing<DraftRecord> | null>(null);
  const toolbar: ToolbarAction[] = userInfo?.menuCodeList.includes(PROCESS_PERMISSION.edit)
    ? [
        {
          key: 'create',
          labelKey: 'process.action.create',
          primary: true,
          icon: <PlusOutlined />,
          testId: 'process-create',
          onClick: () => setEditing({ mode: 'create' }),
        },
      ]
    : [];
  return (
    <>
      <ResourceList descriptor={processList} toolbar={toolbar} />
      <ProcessForm open={editing !== null} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
