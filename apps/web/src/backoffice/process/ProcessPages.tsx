// The approval pages but the diagram, in one chunk: one lazy module keeps the first load's route table small.
export { default as ApprovalTasksPage } from './ApprovalTasksPage';
export { default as ProcessListPage } from './ProcessListPage';
export { default as ProcessVersionsPage } from './ProcessVersionsPage';
