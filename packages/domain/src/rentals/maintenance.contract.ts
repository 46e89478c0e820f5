import { z } from 'zod';
import { Cents, RequiredText, Text, UserId, Uuid } from '../transactions/transaction-common.contract';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  type MaintenanceStatus,
} from './rental-enums';

export const MaintenanceStatusSchema = z.enum(MAINTENANCE_STATUSES);

/** new → assigned → scheduled → in progress → done; cancelled from any open status. */
export const MAINTENANCE_TRANSITIONS: Record<MaintenanceStatus, readonly MaintenanceStatus[]> = {
  new: ['assigned', 'cancelled'],
  assigned: ['scheduled', 'in_progress', 'cancelled'],
  scheduled: ['in_progress', 'cancelled'],
  in_progress: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

/** A request from staff (any unit of a property they manage) or a renter (their lease's unit). */
export const CreateMaintenanceInput = z
  .strictObject({
    lease_id: Uuid('lease').optional(),
    unit_id: Uuid('unit').optional(),
    category: z.enum(MAINTENANCE_CATEGORIES, 'Choose a category'),
    priority: z.enum(MAINTENANCE_PRIORITIES, 'Choose a priority'),
    description: RequiredText(2000),
    permission_to_enter: z.boolean().default(false),
  })
  .refine((v) => v.lease_id || v.unit_id, { message: 'Choose the lease or the unit', path: ['unit_id'] });
export type CreateMaintenanceInput = z.infer<typeof CreateMaintenanceInput>;

/** Staff move a request on: assign it (staff member or vendor contact), schedule it, note and cost it. */
export const UpdateMaintenanceInput = z
  .strictObject({
    status: MaintenanceStatusSchema.optional(),
    assignee_user_id: UserId.nullable().optional(),
    vendor_contact_id: Uuid('contact').nullable().optional(),
    scheduled_for: z.iso.datetime({ offset: true, message: 'Must be a date and time' }).nullable().optional(),
    priority: z.enum(MAINTENANCE_PRIORITIES).optional(),
    notes: Text(4000).nullable().optional(),
    cost_cents: Cents.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateMaintenanceInput = z.infer<typeof UpdateMaintenanceInput>;

export const MaintenanceIdParams = z.strictObject({ id: Uuid('maintenance request') });

export const MaintenanceDto = z.object({
  id: z.uuid(),
  version: z.number().int(),
  rental_property_id: z.uuid(),
  property_address: z.string(),
  unit_label: z.string().nullable(),
  lease_id: z.uuid().nullable(),
  category: z.enum(MAINTENANCE_CATEGORIES),
  priority: z.enum(MAINTENANCE_PRIORITIES),
  description: z.string(),
  permission_to_enter: z.boolean(),
  status: MaintenanceStatusSchema,
  assignee_user_id: z.string().nullable(),
  vendor_contact_id: z.uuid().nullable(),
  scheduled_for: z.string().nullable(),
  /** Staff notes and cost: null for a renter (ADR 0112). */
  notes: z.string().nullable(),
  cost_cents: z.number().int().nullable(),
  allowed_next_statuses: z.array(MaintenanceStatusSchema),
  created_at: z.iso.datetime(),
});
export type MaintenanceDto = z.infer<typeof MaintenanceDto>;

export const ListMaintenanceQuery = z.strictObject({
  status: MaintenanceStatusSchema.optional(),
  open: z.enum(['true', 'false']).optional(),
});
export const MaintenanceList = z.object({ items: z.array(MaintenanceDto) });
