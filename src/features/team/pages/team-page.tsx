import { useId } from 'react';
import { errorMessage } from '@/api/client';
import { useMembers } from '@/api/queries/get-members';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useCan, useMember } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeactivatedMembers } from '@/api/queries/get-deactivated-members';
import { useInvitations } from '../api/get-invitations';
import { DeactivatedMembers } from '../components/deactivated-members';
import { InvitationsList } from '../components/invitations-list';
import { InviteForm } from '../components/invite-form';
import { MembersTable } from '../components/members-table';
import '../team.css';

export const ADMINS_ONLY = 'Only admins can manage the team.';

/** /team (team mode, admins): the members and their roles, invitations, deactivation and reactivation. */
export function TeamPage() {
  useDocumentTitle('Team');
  const mayManage = useCan('manage-members');
  return (
    <div className="team-page">
      <header className="page-header">
        <div>
          <h1>Team</h1>
          <p>Invite people, choose what each of them may do, and deactivate those who left.</p>
        </div>
      </header>
      {mayManage ? (
        <TeamSections />
      ) : (
        <div className="panel empty-state" role="alert">
          <p>{ADMINS_ONLY}</p>
        </div>
      )}
    </div>
  );
}

function TeamSections() {
  const me = useMember();
  const members = useMembers();
  const invitations = useInvitations();
  const deactivated = useDeactivatedMembers();
  const ids = { members: useId(), invite: useId(), invitations: useId(), deactivated: useId() };
  return (
    <div className="team-grid">
      <section className="panel" aria-labelledby={ids.members}>
        <h2 id={ids.members}>Members</h2>
        {members.isPending ? (
          <LoadingMessage>Loading members…</LoadingMessage>
        ) : members.isError ? (
          <TryAgain
            message={`Could not load the members: ${errorMessage(members.error)}`}
            onRetry={() => void members.refetch()}
          />
        ) : (
          <MembersTable members={members.data.users} me={me} labelledBy={ids.members} />
        )}
      </section>
      <section className="panel" aria-labelledby={ids.invite}>
        <h2 id={ids.invite}>Invite a member</h2>
        <InviteForm />
      </section>
      <section className="panel" aria-labelledby={ids.invitations}>
        <h2 id={ids.invitations}>Open invitations</h2>
        {invitations.isPending ? (
          <LoadingMessage>Loading invitations…</LoadingMessage>
        ) : invitations.isError ? (
          <TryAgain
            message={`Could not load the invitations: ${errorMessage(invitations.error)}`}
            onRetry={() => void invitations.refetch()}
          />
        ) : (
          <InvitationsList
            invitations={invitations.data.invitations}
            labelledBy={ids.invitations}
          />
        )}
      </section>
      <section className="panel" aria-labelledby={ids.deactivated}>
        <h2 id={ids.deactivated}>Deactivated members</h2>
        {deactivated.isPending ? (
          <LoadingMessage>Loading deactivated members…</LoadingMessage>
        ) : deactivated.isError ? (
          <TryAgain
            message={`Could not load the deactivated members: ${errorMessage(deactivated.error)}`}
            onRetry={() => void deactivated.refetch()}
          />
        ) : (
          <DeactivatedMembers members={deactivated.data.users} labelledBy={ids.deactivated} />
        )}
      </section>
    </div>
  );
}

function TryAgain({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="team-error">
      <ErrorMessage>{message}</ErrorMessage>
      <button type="button" className="btn" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
