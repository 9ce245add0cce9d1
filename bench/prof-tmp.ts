import { measure } from './lib/measure';
import { waitUntilReady } from './lib/wait-ready';
import { searchGoodsScenario } from './scenarios/search-goods';
const baseUrl = 'http://127.0.0.1:8123';
await waitUntilReady(baseUrl, console.log);
const plan = await searchGoodsScenario.prepare({ baseUrl, login: async () => '' });
const m = await measure('searchGoods', plan, { baseUrl, connections: 8, duration: 20, warmup: 2 } as never);
console.log(JSON.stringify({ rps: m.requestsPerSecond ?? m }, null, 0).slice(0, 400));
