require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// CI runs the suites one after another on a busy two-core machine: a debounced search or a lazy chunk can take longer
// than testing-library's 1 s default before the screen settles. A waitFor that never succeeds still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(30_000);
