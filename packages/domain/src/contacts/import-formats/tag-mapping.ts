import { z } from 'zod';
import {
  ContactStageSchema,
  ContactTypeSchema,
  type ContactStage,
  type ContactType,
} from '../contact.contract';

/** A label/group of the file turned into a contact type or a stage instead of a tag ("Buyers" → buyer). */
export const TagRule = z.union([
  z.strictObject({ type: ContactTypeSchema }),
  z.strictObject({ stage: ContactStageSchema }),
]);
export type TagRule = z.infer<typeof TagRule>;
export const TagMapping = z.record(z.string().trim().min(1).max(50), TagRule);
export type TagMapping = z.infer<typeof TagMapping>;

interface Taggable {
  tags: string[];
  types: ContactType[];
  stage: ContactStage;
}

/**
 * Applies the tag rules to a mapped row: matching tags (case-insensitive) leave the tags and become
 * types (added) or the stage (only when the row did not set one itself). Returns a new object.
 */
export function applyTagMapping<T extends Taggable>(contact: T, rules: TagMapping, stageFromRow: boolean): T {
  const byKey = new Map(Object.entries(rules).map(([tag, rule]) => [tag.trim().toLowerCase(), rule]));
  if (!byKey.size) return contact;
  const tags: string[] = [];
  const types = [...contact.types];
  let stage = contact.stage;
  for (const tag of contact.tags) {
    const rule = byKey.get(tag.toLowerCase());
    if (!rule) tags.push(tag);
    else if ('type' in rule) {
      if (!types.includes(rule.type)) types.push(rule.type);
    } else if (!stageFromRow) stage = rule.stage;
  }
  return { ...contact, tags, types, stage };
}
