/** Two tiers: unit specs beside the code, integration tests under each package's test/. */
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
// ESM-only dependencies are compiled to CommonJS for jest too.
const esmOnly = ['jose'];
const common = {
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  testEnvironment: '<rootDir>/infra/test-harness/node-environment.js',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  // .data/ holds scratch copies of packages (image build contexts, logs): not modules.
  modulePathIgnorePatterns: ['<rootDir>/.data/'],
};
const ignore = ['/node_modules/', '/dist/', '/.data/'];

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/**/src/**/*.spec.ts?(x)', '<rootDir>/contracts/**/*.spec.ts'],
      testPathIgnorePatterns: ignore,
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/**/test/**/*.test.ts'],
      testPathIgnorePatterns: [...ignore, '<rootDir>/web/test/e2e/'],
      globalSetup: '<rootDir>/infra/test-harness/global-setup.ts',
      globalTeardown: '<rootDir>/infra/test-harness/global-teardown.ts',
      // Sets the 30 s per test and hook: `testTimeout` inside a project is ignored by jest.
      setupFilesAfterEnv: ['<rootDir>/infra/test-harness/timeout.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/web/test/e2e/**/*.e2e.test.ts'],
      testPathIgnorePatterns: ignore,
      globalSetup: '<rootDir>/infra/system/e2e-setup.ts',
      globalTeardown: '<rootDir>/infra/system/e2e-teardown.ts',
      testTimeout: 60000,
    },
  ],
};
