/** Query keys of the team feature (members, invitations, teams). */
export const teamKeys = {
  all: ['team'] as const,
  members: (query: Record<string, string | undefined>) => ['team', 'members', query] as const,
  member: (userId: string) => ['team', 'member', userId] as const,
  invitations: () => ['team', 'invitations'] as const,
  teams: (archived: 'include' | 'exclude') => ['team', 'teams', archived] as const,
  team: (id: string) => ['team', 'team', id] as const,
};
