import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '@/api/client';
import { membersKey } from '@/api/queries/get-members';
import type { Members } from '@/api/types';
import { MENTION_DIRECTORY } from '@/domain/constants';
import type { MentionTarget } from '@/domain/mentions';
import { useSession } from '@/lib/session';

const NO_ONE: readonly MentionTarget[] = [];

/**
 * The members a note on this candidate may mention: under the members' key, so a change of role
 * or a deactivation makes it stale, and an interview's change too (live-updates), since who may
 * open the candidate follows their interviews.
 */
export const mentionDirectoryKey = (candidateId: number) =>
  [...membersKey, 'mentionable', candidateId] as const;

/**
 * Who can be @-mentioned in a note on this candidate: in team mode the members who may open them
 * (GET /api/users?candidateId=, by name), in browser mode the spec's fixed directory.
 */
export function useMentionDirectory(candidateId: number): readonly MentionTarget[] {
  const team = useSession().mode === 'team';
  const members = useQuery({
    queryKey: mentionDirectoryKey(candidateId),
    queryFn: ({ signal }) => apiRequest<Members>(`/users?candidateId=${candidateId}`, { signal }),
    enabled: team,
  });
  const users = members.data?.users;
  return useMemo(() => {
    if (!team) return MENTION_DIRECTORY;
    return users ? users.map((member) => ({ id: String(member.id), name: member.name })) : NO_ONE;
  }, [team, users]);
}
