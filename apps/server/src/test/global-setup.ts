import type { TestProject } from 'vitest/node';
import { createSeededTemplate } from './seeded-template';

/** Integration projects: seed the demo brokerage once for the whole run (see seeded-template.ts). */
export default async function setup(project: TestProject) {
  const kind = project.config.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  const { template, remove } = await createSeededTemplate(kind);
  project.provide('seededTemplate', template);
  return remove;
}
