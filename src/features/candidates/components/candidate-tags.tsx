import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import type { Candidate } from '@/api/types';
import { ErrorMessage } from '@/components/status-message';
import { LIMITS } from '@/domain/constants';
import { usePendingTagChanges, useUpdateCandidateTags } from '../api/update-candidate';
import { applyTagChange, tagProblem, type TagChange } from '../logic/candidate-tags';

interface CandidateTagsProps {
  candidate: Candidate;
  /** May add and remove them (the move-candidates action); otherwise they are only shown. */
  editable: boolean;
}

/**
 * The profile's tags, as chips. Each change shows at once and is saved as one PATCH of the whole
 * list; one that fails is taken back and says why.
 */
export function CandidateTags({ candidate, editable }: CandidateTagsProps) {
  const titleId = useId();
  const inputId = `${titleId}-input`;
  const problemId = `${titleId}-problem`;
  const saved = candidate.tags ?? [];
  const pending = usePendingTagChanges(candidate.id);
  const tags = pending.reduce(applyTagChange, saved);
  const update = useUpdateCandidateTags(candidate.id);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // Where focus goes once a removed chip (and its button) has left the screen.
  const focusNext = useRef<string | null | undefined>(undefined);

  useLayoutEffect(() => {
    if (focusNext.current === undefined) return;
    const target = focusNext.current === null ? null : removeButtons.current.get(focusNext.current);
    focusNext.current = undefined;
    (target ?? inputRef.current)?.focus();
  });

  const save = (change: TagChange, what: string) => {
    setFailure(null);
    update.mutateAsync(change).catch((error: unknown) => {
      setFailure(`Could not ${what}. ${errorMessage(error)}`);
      // A tag that could not be added is typed again, ready to retry, unless more was typed since.
      if ('add' in change) setTyped((now) => now || change.add);
    });
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const found = tagProblem(tags, typed);
    setProblem(found);
    inputRef.current?.focus();
    if (found) return;
    const tag = typed.trim();
    setTyped('');
    save({ add: tag }, `add the tag “${tag}”`);
  };

  const remove = (tag: string, index: number) => {
    // The next chip's button, else the one before, else the input.
    const neighbour = tags[index + 1] ?? tags[index - 1];
    focusNext.current = neighbour === undefined ? null : neighbour.toLowerCase();
    setProblem(undefined);
    save({ remove: tag }, `remove the tag “${tag}”`);
  };

  return (
    <section className="profile-tags" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-tags-title">
        Tags
      </h2>
      {tags.length > 0 ? (
        <ul className="tag-list profile-tag-list" aria-labelledby={titleId}>
          {tags.map((tag, index) => (
            <li key={tag.toLowerCase()} className="tag profile-tag">
              <span className="profile-tag-text">{tag}</span>
              {editable && (
                <button
                  ref={(node) => {
                    if (node) removeButtons.current.set(tag.toLowerCase(), node);
                    else removeButtons.current.delete(tag.toLowerCase());
                  }}
                  type="button"
                  className="profile-tag-remove"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => remove(tag, index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="profile-none profile-tags-none">No tags yet.</p>
      )}
      {editable && (
        <form className="profile-tags-form" noValidate onSubmit={add}>
          <label htmlFor={inputId}>Add a tag</label>
          {/* The button beside the input, whatever the label and the hint below take. */}
          <div className="profile-tags-row">
            <input
              ref={inputRef}
              id={inputId}
              type="text"
              value={typed}
              maxLength={LIMITS.tag}
              autoComplete="off"
              placeholder="e.g. Referral"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                setProblem(undefined);
              }}
            />
            <button type="submit" className="btn">
              Add
            </button>
          </div>
          {problem && (
            <p id={problemId} className="field-error" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
      <p role="status" className="profile-tags-status">
        {pending.length > 0 ? 'Saving…' : ''}
      </p>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
    </section>
  );
}
