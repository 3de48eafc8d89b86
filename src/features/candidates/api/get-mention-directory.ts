import { useMemo } from 'react';
import { useMembers } from '@/api/queries/get-members';
import { MENTION_DIRECTORY } from '@/domain/constants';
import type { MentionTarget } from '@/domain/mentions';
import { useSession } from '@/lib/session';

const NO_ONE: readonly MentionTarget[] = [];

/**
 * Who can be @-mentioned in a note: in team mode the team's members (GET /api/users, by name),
 * in browser mode the spec's fixed directory.
 */
export function useMentionDirectory(): readonly MentionTarget[] {
  const team = useSession().mode === 'team';
  const members = useMembers(team);
  const users = members.data?.users;
  return useMemo(() => {
    if (!team) return MENTION_DIRECTORY;
    return users ? users.map((member) => ({ id: String(member.id), name: member.name })) : NO_ONE;
  }, [team, users]);
}
