import type { CapabilityFlag } from '@threshold/domain/roles';

export const CAPABILITY_LABELS: Record<CapabilityFlag, string> = {
  needsSupervisorApproval: 'Needs approval',
  canCreateTransactions: 'Create deals',
  canInviteClients: 'Invite clients',
  canManageTeam: 'Manage team',
  canManageOrganization: 'Manage organization',
  canViewAnalytics: 'Analytics',
  canApproveDocuments: 'Approve documents',
  hasBillingAccess: 'Billing',
  delegatedSigningAuthority: 'Delegated signing',
};
