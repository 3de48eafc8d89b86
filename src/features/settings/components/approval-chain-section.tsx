import { useId, useRef, useState, type FormEvent } from 'react';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';
import { errorMessage } from '@/api/client';
import { SettingsFormFooter } from '@/components/settings-form-footer';
import { useMembers } from '@/api/queries/get-members';
import type { Member } from '@/api/types';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { ROLE_LABELS } from '@/domain/access';
import {
  APPROVER_ROLES,
  CHAIN_MAX,
  type ApprovalChains,
  type ApprovalStep,
  type ApproverRole,
} from '@/domain/approvals';
import { useSession } from '@/lib/session';
import { useApprovalChains } from '../api/get-approval-chains';
import { useSaveApprovalChains } from '../api/save-approval-chains';
import '../offer-settings.css';

export const NO_APPROVALS = 'Offers are approved as soon as they are submitted.';
export const APPROVALS_SAVED = 'Offer approvals saved.';

const ROLE_PLURALS: Record<ApproverRole, string> = { admin: 'admins', recruiter: 'recruiters' };

/** "Dana Reyes", "Any one admin", "All recruiters". */
export function stepLabel(step: ApprovalStep, members: readonly Member[]): string {
  if (step.kind === 'member')
    return (
      members.find((member) => member.id === step.memberId)?.name ??
      `A member no longer on the team (#${step.memberId})`
    );
  return step.rule === 'any'
    ? `Any one ${ROLE_LABELS[step.role].toLowerCase()}`
    : `All ${ROLE_PLURALS[step.role]}`;
}

/**
 * Settings' Offer approvals: who approves an offer before it is sent, step by step, each a member
 * or a role (any one of them, or all of them). Team mode only: in browser mode one recruiter
 * approves an offer by submitting it.
 */
export function ApprovalChainSection() {
  const team = useSession().mode === 'team';
  return (
    <section className="panel settings-section" aria-labelledby="offer-approvals-heading">
      <h2 id="offer-approvals-heading">Offer approvals</h2>
      {team ? <TeamApprovals /> : <p>{NO_APPROVALS}</p>}
    </section>
  );
}

function TeamApprovals() {
  const chains = useApprovalChains();
  const members = useMembers();
  if (chains.isPending || members.isPending)
    return <LoadingMessage>Loading the offer approvals…</LoadingMessage>;
  if (chains.isError)
    return (
      <ErrorMessage>Could not load the offer approvals: {errorMessage(chains.error)}</ErrorMessage>
    );
  if (members.isError)
    return <ErrorMessage>Could not load the team: {errorMessage(members.error)}</ErrorMessage>;
  return <ChainEditor kept={chains.data} members={members.data.users} />;
}

type Adding =
  { kind: 'member'; memberId: string } | { kind: 'role'; role: ApproverRole; rule: 'any' | 'all' };

const sameSteps = (a: readonly ApprovalStep[], b: readonly ApprovalStep[]) =>
  JSON.stringify(a) === JSON.stringify(b);

function ChainEditor({ kept, members }: { kept: ApprovalChains; members: readonly Member[] }) {
  const [steps, setSteps] = useState(kept.offers);
  // Saved elsewhere: shown, unless this form has unsaved edits.
  const [seen, setSeen] = useState(kept);
  if (seen !== kept) {
    setSeen(kept);
    if (sameSteps(steps, seen.offers)) setSteps(kept.offers);
  }
  const save = useSaveApprovalChains();
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState<Adding>({ kind: 'role', role: 'admin', rule: 'any' });
  const [addError, setAddError] = useState('');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const changed = !sameSteps(steps, kept.offers);
  // Only admins and recruiters approve.
  const approvers = members.filter((member) =>
    (APPROVER_ROLES as readonly string[]).includes(member.role),
  );

  // What to focus once the form has rendered after an addition, a move or a removal.
  const focusLater = useFocusAfterRender(form);

  const update = (next: ApprovalStep[]) => {
    setSteps(next);
    setSaid('');
    setFailure(null);
  };
  const move = (from: number, to: number, button: 'up' | 'down') => {
    const next = [...steps];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    update(next);
    const stays = button === 'up' ? to > 0 : to < steps.length - 1;
    focusLater(
      `[data-step="${to}"] [data-move="${stays ? button : button === 'up' ? 'down' : 'up'}"]`,
    );
  };

  const add = () => {
    let step: ApprovalStep;
    if (adding.kind === 'member') {
      if (adding.memberId === '') {
        setAddError('Choose the member who approves.');
        focusLater('[data-add-member]');
        return;
      }
      step = { kind: 'member', memberId: Number(adding.memberId) };
    } else step = { kind: 'role', role: adding.role, rule: adding.rule };
    setAddError('');
    update([...steps, step]);
    focusLater(`[data-step="${steps.length}"] [data-remove]`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || save.isPending) return;
    setSaid('');
    setFailure(null);
    save.mutate(
      { offers: steps },
      {
        onSuccess: (saved) => {
          setSteps(saved.offers);
          setSaid(APPROVALS_SAVED);
        },
        onError: (error) =>
          setFailure(
            `Could not save the offer approvals: ${errorMessage(error)} Your changes are still here.`,
          ),
      },
    );
  };

  return (
    <form
      ref={form}
      className="approval-chain"
      aria-label="Offer approvals"
      onSubmit={submit}
      noValidate
    >
      <p className="field-hint">
        An offer waits for each step in turn before it can be sent. A step asks one member, or the
        members of a role: any one of them, or all of them.
      </p>
      {steps.length === 0 ? (
        <p className="approval-chain-empty">{NO_APPROVALS}</p>
      ) : (
        <ol className="offer-settings-list" aria-label="Approval steps">
          {steps.map((step, i) => (
            <li key={i} className="approval-step" data-step={i}>
              <span className="approval-step-label">
                <span className="approval-step-number">Step {i + 1}:</span>{' '}
                {stepLabel(step, members)}
              </span>
              <span className="offer-settings-buttons">
                <button
                  type="button"
                  className="btn btn-sm"
                  data-move="up"
                  aria-label={`Move step ${i + 1} up`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1, 'up')}
                >
                  ↑ Up
                </button>
                <button
                  type="button"
                  className="btn btn-sm"
                  data-move="down"
                  aria-label={`Move step ${i + 1} down`}
                  disabled={i === steps.length - 1}
                  onClick={() => move(i, i + 1, 'down')}
                >
                  ↓ Down
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-danger"
                  data-remove
                  aria-label={`Remove step ${i + 1}`}
                  onClick={() => {
                    update(steps.filter((_, j) => j !== i));
                    focusLater(
                      steps.length > 1
                        ? `[data-step="${Math.max(0, i - 1)}"] [data-remove]`
                        : '[data-add-kind]',
                    );
                  }}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}

      <fieldset className="offer-settings-group approval-chain-add">
        <legend>Add a step</legend>
        <div className="offer-settings-row">
          <div className="field">
            <label htmlFor={`${id}-kind`}>Who approves</label>
            <select
              id={`${id}-kind`}
              data-add-kind
              value={adding.kind}
              onChange={(event) => {
                setAddError('');
                setAdding(
                  event.target.value === 'member'
                    ? { kind: 'member', memberId: '' }
                    : { kind: 'role', role: 'admin', rule: 'any' },
                );
              }}
            >
              <option value="role">A role</option>
              <option value="member">A member</option>
            </select>
          </div>
          {adding.kind === 'member' ? (
            <div className="field">
              <label htmlFor={`${id}-member`}>Member</label>
              <select
                id={`${id}-member`}
                data-add-member
                value={adding.memberId}
                aria-invalid={addError ? true : undefined}
                aria-describedby={addError ? `${id}-add-error` : undefined}
                onChange={(event) => {
                  setAddError('');
                  setAdding({ kind: 'member', memberId: event.target.value });
                }}
              >
                <option value="">Choose a member</option>
                {approvers.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name} ({ROLE_LABELS[member.role]})
                  </option>
                ))}
              </select>
              {addError && (
                <p id={`${id}-add-error`} className="field-error" role="alert">
                  {addError}
                </p>
              )}
            </div>
          ) : (
            <>
              <div className="field">
                <label htmlFor={`${id}-role`}>Role</label>
                <select
                  id={`${id}-role`}
                  value={adding.role}
                  onChange={(event) =>
                    setAdding({ ...adding, role: event.target.value as ApproverRole })
                  }
                >
                  {APPROVER_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset className="approval-chain-rule">
                <legend>Whose approval</legend>
                <label>
                  <input
                    type="radio"
                    name={`${id}-rule`}
                    value="any"
                    checked={adding.rule === 'any'}
                    onChange={() => setAdding({ ...adding, rule: 'any' })}
                  />
                  Any one of them
                </label>
                <label>
                  <input
                    type="radio"
                    name={`${id}-rule`}
                    value="all"
                    checked={adding.rule === 'all'}
                    onChange={() => setAdding({ ...adding, rule: 'all' })}
                  />
                  All of them
                </label>
              </fieldset>
            </>
          )}
        </div>
        <button type="button" className="btn" disabled={steps.length >= CHAIN_MAX} onClick={add}>
          Add the step
        </button>
      </fieldset>

      <SettingsFormFooter
        failure={failure}
        said={said}
        pending={save.isPending}
        changed={changed}
        saveLabel="Save offer approvals"
      />
    </form>
  );
}
