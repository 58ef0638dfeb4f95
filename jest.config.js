const os = require('node:os');

/** Root jest: unit, component and API integration tests of every workspace (e2e runs separately). */
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mf-storefront', '<rootDir>/mf-store', '<rootDir>/mf-admin', '<rootDir>/mf-pos', '<rootDir>/mf-customer', '<rootDir>/api', '<rootDir>/realtime'],
  // Jest's default (cores - 1) is one worker on the 2-core CI machines, which leaves a core idle: the parent
  // process only schedules. Every suite has its own database (PGlite in memory, or a schema of its own on PostgreSQL)
  // and its own Redis channel names, so two run side by side.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // A worker's heap grows with every API suite whose modules something outside jest keeps alive, and each suite runs
  // slower as it grows: 7 s at 150 MB, 16 s at 650 MB. A fresh worker past 300 MB took the whole run from 1,160 s to
  // 720 s on the 2-core machine. The main retainer was prom-client's GC observer (now started by src/main.ts only);
  // `npx jest --selectProjects api --testPathPatterns <file> --detectLeaks` tells whether a suite still leaks.
  workerIdleMemoryLimit: '300MB',
};
