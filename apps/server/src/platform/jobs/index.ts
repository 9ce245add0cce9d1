export * from './define-job';
export * from './enqueue';
export * from './runner';
export { nextCronTime } from './schedules';
