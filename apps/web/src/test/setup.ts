import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine a form's validation or a lazy chunk can
// take longer, and the test would fail for the machine's load rather than the page. Ten seconds still ends a
// test that waits for something that never comes well within its timeout.
configure({ asyncUtilTimeout: 10_000 });
