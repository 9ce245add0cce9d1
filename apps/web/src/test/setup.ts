import { createRequire } from 'node:module';
import { configure } from '@testing-library/react';
import { expect, vi } from 'vitest';

// Component test files share a worker (vitest.config.ts: isolate false): node_modules stay loaded, but the
// project's own modules (pages, the api client, i18n, stores) are evaluated again for each file, so a file's
// vi.mock reaches every module that imports the mocked one, and no state is carried over from the file before.
vi.resetModules();

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine a form's validation or a lazy chunk can
// take longer, and the test would fail for the machine's load rather than the page. Ten seconds still ends a
// test that waits for something that never comes well within its timeout.
configure({ asyncUtilTimeout: 10_000 });

// antd's motion off, as `<ConfigProvider theme={{ token: { motion: false } }}>` turns it off in an app: happy-dom
// never ends a CSS transition, so every closing modal, message, dropdown and tab panel waited out its motion
// deadline before it left the page (and the test waiting for it with it). antd reads the switch from
// @rc-component/motion's context; without a provider above, React gives its default value, set here for every
// component test, whatever wrapper it renders with. The same module instance antd loads (Node's require cache).
const motionContext = createRequire(import.meta.url)('@rc-component/motion/lib/context').Context as {
  _currentValue?: unknown;
  _currentValue2?: unknown;
};
if (!motionContext || !('_currentValue' in motionContext)) {
  throw new Error('@rc-component/motion changed: turn antd motion off in component tests another way');
}
motionContext._currentValue = { motion: false };
motionContext._currentValue2 = { motion: false };

// A component test never reaches the network: a request no test stubbed (fakeServer, vi.stubGlobal('fetch')) is
// refused here, naming the test and the address, instead of going to happy-dom's page origin (localhost:3000),
// where it failed later with an ECONNREFUSED that named neither.
globalThis.fetch = (input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const test = expect.getState().currentTestName ?? '(outside a test)';
  const error = new Error(`unstubbed fetch of ${url} in "${test}" (${expect.getState().testPath ?? ''})`);
  console.error(error.message);
  return Promise.reject(error);
};
