import { ROLES, type RoleKey } from '../roles';

/**
 * "A broker" in the lifecycle rules: who may re-open an ended deal and override the closing gate.
 * System admins, and brokerage staff (system, management or agent group) who can approve documents
 * or manage the organization: managing_broker, brokerage_admin, broker, team_leader. External
 * reviewers (attorney, escrow) and clients (landlord) approve documents but are not brokers.
 */
export function hasBrokerAuthority(role: RoleKey, isSystemAdmin: boolean): boolean {
  if (isSystemAdmin) return true;
  const definition = ROLES[role];
  const brokerageStaff =
    definition.group === 'system' || definition.group === 'management' || definition.group === 'agent';
  return (
    brokerageStaff &&
    (definition.capabilities.canApproveDocuments || definition.capabilities.canManageOrganization)
  );
}
