const os = require('node:os');

/** Root jest: unit, component and API integration tests of every workspace (e2e runs separately). */
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mf-storefront', '<rootDir>/mf-store', '<rootDir>/mf-admin', '<rootDir>/mf-pos', '<rootDir>/mf-customer', '<rootDir>/api', '<rootDir>/realtime'],
  // Jest's default (cores - 1) is one worker on the 2-core CI machines, which leaves a core idle: the parent
  // process only schedules. Every suite has its own database (PGlite in memory, or a schema of its own on PostgreSQL)
  // and its own Redis channel names, so two run side by side.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
};
