import type { Actor } from '../../platform/authz/actor';

/** May this person see the subject (a deal, a conversation)? Given by the module that owns it. */
export type SubjectVisibility = (actor: Actor, subjectId: string) => Promise<boolean>;

const rules = new Map<string, SubjectVisibility>();

/**
 * The composition root (app.ts) gives each subject type its scope rule (ADR 0167), so this module
 * does not import the modules that call `notify` (which would make a cycle).
 */
export function provideSubjectVisibility(type: string, rule: SubjectVisibility): void {
  rules.set(type, rule);
}

/**
 * A subject type without a rule is trusted to the producer, who names its recipients from the
 * subject itself (a listing's agents, a task's assignee).
 */
export function visibilityOf(type: string): SubjectVisibility | null {
  return rules.get(type) ?? null;
}
