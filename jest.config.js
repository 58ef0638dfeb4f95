/** Root jest: unit, component and API integration tests of every workspace (e2e runs separately). */
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mf-storefront', '<rootDir>/mf-store', '<rootDir>/mf-admin', '<rootDir>/mf-pos', '<rootDir>/mf-customer', '<rootDir>/api', '<rootDir>/realtime'],
};
