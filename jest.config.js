/** Tests run on SQLite by default and on PostgreSQL when TEST_DATABASE_URL is set. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }],
    // openapi-backend requires this ES-module-only package; Node loads it natively, Jest's module
    // runtime (before Node 24.9) needs it compiled to CommonJS.
    '^.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!@apidevtools/json-schema-ref-parser/)'],
  setupFiles: ['<rootDir>/test/setupEnv.ts'],
  testTimeout: 20000,
};
