import '@xyflow/react/dist/style.css';
import { getProcess, getProcessVersion } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Background, Controls, type Edge, MarkerType, type Node, ReactFlow } from '@xyflow/react';
import { Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { usePageParams } from '../../app/tabs/page-params';
import { useTabTitle } from '../../app/tabs/tab-title';
import { useDict } from '../../dictionaries/use-dict';
import { processKeys } from './keys';
import { useLevelTexts } from './LevelSummary';
import { useProcessChoices } from './process-choices';

const STEP = 150;
const WIDTH = 320;

/**
 * The read-only diagram of one process version (SPEC's `maxgraph` tool page), drawn with React Flow from the
 * same definition the engine runs: start, each level (when it applies, who decides and how) in order, approved
 * at the end; a rejection at any level ends the approval as rejected. A level whose condition does not hold is
 * passed by.
 */
export default function ProcessDiagramPage() {
  const { t } = useTranslation();
  const { versionId } = usePageParams('maxgraph');
  const kinds = useDict('BUSINESS_KIND');
  const states = useDict('PROCESS_VERSION_STATUS');
  const { data: version } = useQuery({
    queryKey: processKeys.version(versionId),
    queryFn: () => api(getProcessVersion, { versionId }),
  });
  // The process's organisation: whose members, stations and departments the levels name.
  const { data: process } = useQuery({
    queryKey: processKeys.detail(version?.processId ?? ''),
    queryFn: () => api(getProcess, { processId: version!.processId }),
    enabled: version !== undefined,
  });
  const levelTexts = useLevelTexts(useProcessChoices(process?.orgId, process !== undefined));
  useTabTitle(version ? `${version.name} v${version.versionNo}` : undefined);
  if (!version) return <Skeleton active />;
  const levels = version.levels;
  const end = levels.length + 1;
  const box = (id: string, y: number, label: React.ReactNode, x = 0): Node => ({
    id,
    position: { x, y },
    data: { label },
    style: { width: WIDTH },
  });
  const nodes: Node[] = [
    { ...box('start', 0, t('process.diagram.start')), type: 'input' },
    ...levels.map((level, index) => {
      const { when, who, mode } = levelTexts(level);
      return box(
        `level-${index}`,
        (index + 1) * STEP,
        <div data-testid={`diagram-level-${index + 1}`}>
          <strong>{`${index + 1}. ${level.name}`}</strong>
          <div>{`${t('process.when')}: ${when}`}</div>
          <div>{`${t('process.who')}: ${who}`}</div>
          <div>{mode}</div>
        </div>,
      );
    }),
    { ...box('approved', end * STEP, t('process.diagram.approved')), type: 'output' },
    { ...box('rejected', (end * STEP) / 2, t('process.diagram.rejected'), WIDTH + 120), type: 'output' },
  ];
  const chain = ['start', ...levels.map((_, index) => `level-${index}`), 'approved'];
  const arrow = { markerEnd: { type: MarkerType.ArrowClosed } };
  const edges: Edge[] = [
    ...chain.slice(1).map((target, index) => ({
      id: `pass-${index}`,
      source: chain[index]!,
      target,
      label: index === 0 ? undefined : t('process.diagram.passed'),
      ...arrow,
    })),
    ...levels.map((_, index) => ({
      id: `reject-${index}`,
      source: `level-${index}`,
      target: 'rejected',
      label: t('process.diagram.rejectedEdge'),
      style: { stroke: '#cf1322' },
      ...arrow,
    })),
  ];
  return (
    <Card>
      <Descriptions
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'name', label: t('process.field.name'), children: `${version.name} v${version.versionNo}` },
          {
            key: 'kind',
            label: t('process.field.businessKind'),
            children: kinds.labelOf(version.businessKind),
          },
          {
            key: 'state',
            label: t('process.field.status'),
            children: states.labelOf(String(version.status)),
          },
        ]}
      />
      <div style={{ height: Math.max(480, (end + 1) * STEP) }} data-testid="process-diagram">
        <ReactFlow
          nodes={nodes}
          edges={edges}
          fitView
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          proOptions={{ hideAttribution: true }}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
    </Card>
  );
}
