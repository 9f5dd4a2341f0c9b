import type { TestProject } from 'vitest/node';
import { createTestDatabaseTemplate } from './test-database';

declare module 'vitest' {
  interface ProvidedContext {
    /** See TEMPLATE_ENV in test-database.ts. */
    testDatabaseTemplate: string;
  }
}

/**
 * The server suite's global setup: migrates one template database for the whole run (PGlite
 * tarball or PostgreSQL template database); each test file's databases are copies of it
 * (test-database.ts). Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createTestDatabaseTemplate();
  project.provide('testDatabaseTemplate', template.ref);
  return () => template.drop();
}
