import { inject } from 'vitest';
import { TEMPLATE_ENV } from './test-database';

// Each server test file's databases are copies of the run's template (global-setup.ts).
process.env[TEMPLATE_ENV] = inject('testDatabaseTemplate');
