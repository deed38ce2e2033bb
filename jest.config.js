/** Tests run on SQLite by default and on PostgreSQL when TEST_DATABASE_URL is set. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    // openapi-backend requires one ES-module-only package; Node loads it natively, Jest's module
    // runtime needs it compiled to CommonJS like the TypeScript sources.
    '^.+\\.[tj]s$': '<rootDir>/test/transform.js',
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/@apidevtools/json-schema-ref-parser/).*/node_modules/'],
  setupFiles: ['<rootDir>/test/setupEnv.ts'],
  testTimeout: 20000,
};
