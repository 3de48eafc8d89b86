import { ROLE_LABELS } from '@/domain/access';
import type { ApiToken } from '@/domain/schemas';
import { formatDateTime } from '@/lib/format-date-time';

/** A time, or "Never" for none (a token never used, or one that does not expire). */
function When({ at }: { at: string | null }) {
  return at === null ? <>Never</> : <time dateTime={at}>{formatDateTime(at)}</time>;
}

/**
 * The team's tokens: what each is called, acts as, who made it, and when it was made, expires and
 * was last used; one whose maker is no longer an active admin says it is suspended.
 */
export function ApiTokensTable({
  tokens,
  labelledBy,
  busy,
  onRevoke,
}: {
  tokens: ApiToken[];
  labelledBy: string;
  busy: boolean;
  onRevoke: (token: ApiToken) => void;
}) {
  if (tokens.length === 0) return <p className="muted-text">No API tokens yet.</p>;
  return (
    <div className="tokens-table-wrap">
      <table className="tokens-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {['Name', 'Role', 'Made by', 'Created', 'Expires', 'Last used'].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id}>
              <th scope="row" className="token-name">
                {token.name}
              </th>
              <td>{ROLE_LABELS[token.role]}</td>
              <td>
                {token.createdBy.name}
                {token.suspended && (
                  <>
                    {' '}
                    <span className="badge">Suspended</span>{' '}
                    <span className="muted-text">
                      no longer an active admin: the token is refused until they are one again
                    </span>
                  </>
                )}
              </td>
              <td>
                <When at={token.createdAt} />
              </td>
              <td>
                <When at={token.expiresAt} />
              </td>
              <td>
                <When at={token.lastUsedAt} />
              </td>
              <td className="token-actions">
                <button
                  type="button"
                  className="btn btn-sm btn-danger"
                  aria-label={`Revoke ${token.name}`}
                  disabled={busy}
                  onClick={() => onRevoke(token)}
                >
                  Revoke
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
