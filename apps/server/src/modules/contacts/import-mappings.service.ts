import {
  SAVED_MAPPINGS_MAX,
  type SavedImportMapping,
  type SavedImportMappingList,
} from '@threshold/domain/contacts/import-formats/saved-mappings.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { readImportMappings, writeImportMappings } from './import-mappings.repository';

function organizationOf(actor: Actor): string {
  if (!actor.organizationId)
    throw new AppError('VALIDATION_FAILED', 'You are not a member of an organization', {
      _: 'No organization',
    });
  return actor.organizationId;
}

/** The organization's saved import mappings, newest first. */
export async function listImportMappings(db: Db, actor: Actor): Promise<SavedImportMappingList> {
  return { items: await readImportMappings(db, organizationOf(actor)) };
}

/** Saves a mapping under its name (replacing one of the same name); at most SAVED_MAPPINGS_MAX are kept. */
export async function saveImportMapping(
  db: Db,
  actor: Actor,
  input: SavedImportMapping,
): Promise<SavedImportMappingList> {
  const organizationId = organizationOf(actor);
  return db.transaction(async (tx) => {
    const current = await readImportMappings(tx, organizationId, { lock: true });
    const others = current.filter((m) => m.name.toLowerCase() !== input.name.toLowerCase());
    if (others.length >= SAVED_MAPPINGS_MAX)
      throw new AppError('VALIDATION_FAILED', 'Too many saved mappings', {
        name: `At most ${SAVED_MAPPINGS_MAX} saved mappings; delete one first`,
      });
    const items = [input, ...others];
    await writeImportMappings(tx, organizationId, items);
    return { items };
  });
}

export async function deleteImportMapping(
  db: Db,
  actor: Actor,
  name: string,
): Promise<SavedImportMappingList> {
  const organizationId = organizationOf(actor);
  return db.transaction(async (tx) => {
    const current = await readImportMappings(tx, organizationId, { lock: true });
    const items = current.filter((m) => m.name.toLowerCase() !== name.toLowerCase());
    if (items.length === current.length) throw notFound('Saved mapping');
    await writeImportMappings(tx, organizationId, items);
    return { items };
  });
}
