import { useMembers } from '@/api/queries/get-members';
import { LOCAL_INTERVIEWERS } from '@/domain/interviews';
import { useSession } from '@/lib/session';

/** Who can interview, by id: the team's members, or browser mode's directory. */
export function useInterviewers(): Map<number, string> {
  const team = useSession().mode === 'team';
  const members = useMembers(team);
  if (!team) return new Map(LOCAL_INTERVIEWERS.map((p) => [p.id, p.name]));
  return new Map((members.data?.users ?? []).map((m) => [m.id, m.name]));
}
