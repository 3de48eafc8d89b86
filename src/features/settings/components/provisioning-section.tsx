import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CopyField } from '@/components/copy-link';
import { SelectField } from '@/components/select-field';
import { SettingsFormFooter } from '@/components/settings-form-footer';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import { ROLE_LABELS, ROLES, type Role } from '@/domain/access';
import type { ScimSettings } from '@/domain/schemas';
import { SCIM_LIMITS as LIMITS } from '@/domain/scim';
import { formatDate } from '@/lib/format-date-time';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useCreateScimToken } from '../api/create-scim-token';
import { useRevokeScimToken } from '../api/revoke-scim-token';
import { useScimSettings } from '../api/get-scim-settings';
import { useScimToken, type ScimTokenStatus } from '../api/get-scim-token';
import { useSaveScimSettings } from '../api/save-scim-settings';
import '../offer-settings.css';

export const SCIM_HINT =
  'Your identity provider (Okta, Entra ID, …) creates, updates and deactivates members through SCIM. Give it this base URL and a SCIM token.';
export const NO_SCIM_TOKEN = 'No SCIM token yet.';
export const SHOWN_ONCE = 'Copy it now: it is not shown again.';
export const SCIM_TOKEN_REVOKED = 'SCIM token revoked.';
export const ROLES_SAVED = 'Roles saved.';
export const GROUP_NAME_MISSING = 'Enter the group’s name.';

/** "Token created 1 Mar 2030; last used never." */
export const tokenSaid = ({
  createdAt,
  lastUsedAt,
}: {
  createdAt: string;
  lastUsedAt: string | null;
}) =>
  `Token created ${formatDate(createdAt)}; last used ${lastUsedAt ? formatDate(lastUsedAt) : 'never'}.`;

/**
 * Team mode's Settings, for admins: provisioning through SCIM 2.0. The identity provider is given
 * the SCIM base URL and a token (its secret shown once, when made), and the provider's groups
 * give members their roles.
 */
export function ProvisioningSection() {
  const status = useScimToken();
  const settings = useScimSettings();
  return (
    <section className="panel settings-section" aria-labelledby="provisioning-heading">
      <h2 id="provisioning-heading">Provisioning (SCIM)</h2>
      <p className="field-hint">{SCIM_HINT}</p>
      {status.isPending && <LoadingMessage>Loading the SCIM token…</LoadingMessage>}
      {status.isError && (
        <ErrorMessage>Could not load the SCIM token: {errorMessage(status.error)}</ErrorMessage>
      )}
      {status.data && <ScimToken status={status.data} />}
      {settings.isPending && <LoadingMessage>Loading the roles from groups…</LoadingMessage>}
      {settings.isError && (
        <ErrorMessage>
          Could not load the roles from groups: {errorMessage(settings.error)}
        </ErrorMessage>
      )}
      {settings.isSuccess && <GroupRolesForm kept={settings.data} />}
    </section>
  );
}

/** The base URL, and the token: made (its secret shown this once), replaced or revoked. */
function ScimToken({ status }: { status: ScimTokenStatus }) {
  const create = useCreateScimToken();
  const revoke = useRevokeScimToken();
  const creating = useInFlightLock();
  const revoking = useInFlightLock();
  // The secret of the token just made: it is never fetched again.
  const [secret, setSecret] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const ids = { title: useId(), warning: useId() };
  // Once revoked, Create takes the focus Revoke had: it shows when the token's status is, which
  // may be after the dialog closes (its own effect gives focus back to Revoke, then gone).
  const createButton = useRef<HTMLButtonElement>(null);
  const focusCreate = useRef(false);
  useEffect(() => {
    if (!focusCreate.current || !createButton.current) return;
    focusCreate.current = false;
    createButton.current.focus();
  });

  const make = () => {
    if (!creating.acquire()) return;
    setSaid('');
    setFailure(null);
    create.mutate(undefined, {
      onSettled: creating.release,
      onSuccess: ({ token }) => setSecret(token),
      onError: (error) => setFailure(`Could not create the SCIM token: ${errorMessage(error)}`),
    });
  };

  const closeAsking = () => {
    setAsking(false);
    setRevokeError(null);
  };
  const confirmRevoke = () => {
    if (!revoking.acquire()) return;
    setRevokeError(null);
    revoke.mutate(undefined, {
      onSettled: revoking.release,
      onSuccess: () => {
        focusCreate.current = true;
        closeAsking();
        setSecret(null);
        setSaid(SCIM_TOKEN_REVOKED);
      },
      onError: (error) => setRevokeError(`Could not revoke the SCIM token: ${errorMessage(error)}`),
    });
  };

  return (
    <div>
      <CopyField value={status.baseUrl} label="SCIM base URL" noun="link" />
      {status.token === null ? (
        <>
          <p>{NO_SCIM_TOKEN}</p>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-primary"
              ref={createButton}
              aria-disabled={create.isPending || undefined}
              onClick={make}
            >
              {create.isPending ? 'Creating…' : 'Create SCIM token'}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{tokenSaid(status.token)}</p>
          <p className="field-hint">
            Replacing or revoking the token stops the current one at once: the identity provider
            then needs the new one.
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="btn"
              aria-disabled={create.isPending || undefined}
              onClick={make}
            >
              {create.isPending ? 'Replacing…' : 'Replace token'}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                setSaid('');
                setAsking(true);
              }}
            >
              Revoke token
            </button>
          </div>
        </>
      )}
      {secret && (
        <div role="group" aria-labelledby={`${ids.title} ${ids.warning}`}>
          <p id={ids.title}>SCIM token created.</p>
          <p id={ids.warning}>
            <strong>{SHOWN_ONCE}</strong>
          </p>
          <CopyField value={secret} label="SCIM token" noun="token" focus />
        </div>
      )}
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <p role="status" className="field-hint">
        {said}
      </p>
      <ConfirmDialog
        open={asking}
        title="Revoke the SCIM token?"
        confirmLabel="Revoke"
        pendingLabel="Revoking…"
        pending={revoke.isPending}
        error={revokeError}
        danger
        onConfirm={confirmRevoke}
        onCancel={closeAsking}
      >
        <p>
          Your identity provider can no longer create, update or deactivate members until you give
          it a new token. Members it made stay as they are.
        </p>
      </ConfirmDialog>
    </div>
  );
}

type NewRole = ScimSettings['defaultRole'];
interface Row {
  /** Tells rows apart while they are added and removed. */
  uid: number;
  group: string;
  role: Role;
}
interface Draft {
  defaultRole: NewRole;
  rows: Row[];
}

let nextUid = 1;
const uid = () => nextUid++;

const draftOf = (kept: ScimSettings): Draft => ({
  defaultRole: kept.defaultRole,
  rows: kept.groupRoles.map(({ group, role }) => ({ uid: uid(), group, role })),
});

/** Whether the draft says what is kept, as typed. */
const sameAs = (draft: Draft, kept: ScimSettings) =>
  draft.defaultRole === kept.defaultRole &&
  draft.rows.length === kept.groupRoles.length &&
  draft.rows.every(
    (row, i) => row.group === kept.groupRoles[i]!.group && row.role === kept.groupRoles[i]!.role,
  );

/** The role of members the provider makes, and the role each of its groups gives. */
function GroupRolesForm({ kept }: { kept: ScimSettings }) {
  const [draft, setDraft] = useState(() => draftOf(kept));
  // Saved elsewhere (another tab or admin): shown, unless this form has unsaved edits.
  const [seen, setSeen] = useState(kept);
  if (seen !== kept) {
    setSeen(kept);
    if (sameAs(draft, seen)) setDraft(draftOf(kept));
  }
  const save = useSaveScimSettings();
  const sending = useInFlightLock();
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const changed = !sameAs(draft, kept);
  // What to focus once the form has rendered after an addition, a removal or a refusal.
  const focusLater = useFocusAfterRender(form);

  const update = (patch: Partial<Draft>) => {
    setDraft((now) => ({ ...now, ...patch }));
    setSaid('');
    setFailure(null);
  };
  const updateRow = (index: number, patch: Partial<Row>) =>
    update({ rows: draft.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    const empty = draft.rows.findIndex((row) => !row.group.trim());
    if (empty >= 0) {
      setErrors({ [draft.rows[empty]!.uid]: GROUP_NAME_MISSING });
      focusLater(`[data-row="${empty}"] [data-first]`);
      return;
    }
    if (!sending.acquire()) return;
    setErrors({});
    setSaid('');
    setFailure(null);
    const body: ScimSettings = {
      defaultRole: draft.defaultRole,
      groupRoles: draft.rows.map(({ group, role }) => ({ group: group.trim(), role })),
    };
    save.mutate(body, {
      onSettled: sending.release,
      onSuccess: (saved) => {
        // What the server kept (trimmed) is what the form shows.
        setDraft(draftOf(saved));
        setSaid(ROLES_SAVED);
      },
      onError: (error) => {
        setFailure(`Could not save the roles: ${errorMessage(error)} Your changes are still here.`);
        focusLater('button[type="submit"]');
      },
    });
  };

  return (
    <form
      ref={form}
      className="offer-settings"
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
    >
      <h3 id={headingId}>Roles from groups</h3>
      <SelectField
        label="Role of new members"
        value={draft.defaultRole}
        onChange={(role) => update({ defaultRole: role as NewRole })}
      >
        <option value="recruiter">{ROLE_LABELS.recruiter}</option>
        <option value="interviewer">{ROLE_LABELS.interviewer}</option>
      </SelectField>
      <p className="field-hint">
        A member in one of these groups (by name, whatever its case) has its role; in several, the
        highest. Others have the role of new members.
      </p>
      {draft.rows.length === 0 ? (
        <p>No groups yet.</p>
      ) : (
        <ol className="offer-settings-list" aria-label="Groups and their roles">
          {draft.rows.map((row, i) => (
            <li key={row.uid} className="offer-settings-item" data-row={i}>
              <fieldset>
                <legend>Group {i + 1}</legend>
                <div className="offer-settings-row">
                  <TextField
                    label="Group name"
                    data-first
                    value={row.group}
                    error={errors[row.uid]}
                    maxLength={LIMITS.group}
                    autoComplete="off"
                    spellCheck={false}
                    aria-required="true"
                    onChange={(group) => {
                      updateRow(i, { group });
                      if (errors[row.uid]) setErrors({});
                    }}
                  />
                  <SelectField
                    label="Role"
                    value={row.role}
                    onChange={(role) => updateRow(i, { role: role as Role })}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <div className="offer-settings-buttons">
                  <button
                    type="button"
                    className="btn btn-sm btn-danger"
                    aria-label={`Remove group ${i + 1}`}
                    onClick={() => {
                      update({ rows: draft.rows.filter((_, j) => j !== i) });
                      if (errors[row.uid]) setErrors({});
                      focusLater(
                        draft.rows.length > 1
                          ? `[data-row="${Math.max(0, i - 1)}"] [data-first]`
                          : '[data-add-group]',
                      );
                    }}
                  >
                    Remove
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <div>
        <button
          type="button"
          className="btn"
          data-add-group
          disabled={draft.rows.length >= LIMITS.mappings}
          onClick={() => {
            update({ rows: [...draft.rows, { uid: uid(), group: '', role: 'recruiter' }] });
            focusLater(`[data-row="${draft.rows.length}"] [data-first]`);
          }}
        >
          Add a group
        </button>
      </div>
      <SettingsFormFooter
        failure={failure}
        said={said}
        pending={save.isPending}
        changed={changed}
        saveLabel="Save roles"
      />
    </form>
  );
}
