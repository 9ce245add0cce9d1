import type { LoadPlan } from './signed-load';

export const CEILING_NAME = 'ceiling: GET /api/health';

/** The framework ceiling: the cheapest endpoint of the same server, measured in the same run. */
export const ceilingLoad: LoadPlan = {
  requests: [{ method: 'GET', path: '/api/health' }],
  isOk: (status, body) => status === 200 && body.includes('"ok"'),
};
