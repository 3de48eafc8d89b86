import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { LIMITS } from '@/domain/constants';
import { candidatesText } from '../logic/selection';
import { BulkDialogActions } from './bulk-dialog-actions';

export type TagMode = 'add' | 'remove';

interface BulkTagDialogProps {
  open: boolean;
  /** How many are selected: the title and the button say it. */
  count: number;
  busy: boolean;
  /** The request has taken more than a second. */
  slow: boolean;
  onClose: () => void;
  /** Sends the change: null once it is saved, or what went wrong (the dialog stays open). */
  onTag: (mode: TagMode, tag: string) => Promise<string | null>;
}

/** "Tag…" on the bulk bar: one tag added to, or removed from, every selected candidate. */
export function BulkTagDialog({ open, count, busy, slow, onClose, onTag }: BulkTagDialogProps) {
  return (
    // Closing while the change is sent would hide its outcome, so it waits.
    <Modal open={open} title={`Tag ${candidatesText(count)}`} onClose={() => !busy && onClose()}>
      {open && (
        <BulkTagForm count={count} busy={busy} slow={slow} onCancel={onClose} onTag={onTag} />
      )}
    </Modal>
  );
}

function BulkTagForm({
  count,
  busy,
  slow,
  onCancel,
  onTag,
}: Omit<BulkTagDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const [mode, setMode] = useState<TagMode>('add');
  const [tag, setTag] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const modeName = useId();
  const tagRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const problem = tried && !tag.trim() ? 'Type a tag.' : undefined;

  // A refused change leaves the form as it was, with focus on the button that sent it.
  useEffect(() => {
    if (error) submitRef.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    if (!tag.trim()) {
      tagRef.current?.focus();
      return;
    }
    setError(null);
    const failed = await onTag(mode, tag.trim());
    if (failed)
      setError(`Could not ${mode === 'add' ? 'tag' : 'untag'} ${candidatesText(count)}. ${failed}`);
  };

  const action = mode === 'add' ? 'Add tag' : 'Remove tag';
  return (
    <form className="bulk-tag-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="bulk-tag-mode">
        <legend>Change</legend>
        {(['add', 'remove'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={modeName}
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                setError(null);
              }}
            />
            {value === 'add' ? 'Add a tag' : 'Remove a tag'}
          </label>
        ))}
      </fieldset>
      <TextField
        label="Tag"
        value={tag}
        maxLength={LIMITS.tag}
        autoComplete="off"
        placeholder="e.g. Referral"
        aria-required="true"
        inputRef={tagRef}
        data-autofocus
        error={problem}
        onChange={(value) => {
          setTag(value);
          setError(null);
        }}
      />
      <BulkDialogActions
        slow={slow}
        error={error}
        busy={busy}
        onCancel={onCancel}
        submitRef={submitRef}
        submitClass="btn-primary"
      >
        {busy ? 'Saving…' : `${action} ${mode === 'add' ? 'to' : 'from'} ${candidatesText(count)}`}
      </BulkDialogActions>
    </form>
  );
}
