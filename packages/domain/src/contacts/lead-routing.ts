/**
 * Round-robin lead routing: the agent after the one assigned last, in the configured order.
 * If the last agent left the rotation, the rotation restarts at the first agent.
 */
export function nextRoundRobinAgent(
  agentIds: readonly string[],
  lastAssignedId: string | null,
): string | null {
  if (agentIds.length === 0) return null;
  const at = lastAssignedId === null ? -1 : agentIds.indexOf(lastAssignedId);
  return agentIds[(at + 1) % agentIds.length] ?? null;
}

/** Assigns `count` leads in turn; returns the owners in order and the new "last assigned". */
export function assignRoundRobin(
  agentIds: readonly string[],
  lastAssignedId: string | null,
  count: number,
): { owners: string[]; last: string | null } {
  const owners: string[] = [];
  let last = lastAssignedId;
  for (let i = 0; i < count; i++) {
    const next = nextRoundRobinAgent(agentIds, last);
    if (next === null) break;
    owners.push(next);
    last = next;
  }
  return { owners, last };
}
