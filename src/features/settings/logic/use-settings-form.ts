import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { fieldError, type FieldRefusal } from './field-error';

type Target<F> = F | 'save';
type ElementRef = (element: HTMLElement | null) => void;

export interface SettingsFormOptions<Kept, Draft, Body, F extends keyof Draft & string> {
  /** What the server keeps now. */
  kept: Kept;
  /** Every field of the draft: compared to tell an edit, and named by the server's 400. */
  fields: readonly F[];
  /** The draft the kept value is edited as. */
  draftOf: (kept: Kept) => Draft;
  /** The body to send, or the field that cannot be sent as it is (checked before sending). */
  bodyOf: (draft: Draft) => { body: NoInfer<Body> } | FieldRefusal<F>;
  save: UseMutationResult<Kept, Error, Body>;
  /** What could not be saved, as the failure says it: 'the organization'. */
  subject: string;
  /** The status line once saved. */
  savedMessage?: (saved: Kept) => string;
  /** An edit clears only its own field's error; without this, any edit clears them all. */
  keepOtherErrors?: boolean;
}

/** What SettingsFormFooter shows. */
export interface SettingsFormFooterState {
  failure: string | null;
  said: string;
  pending: boolean;
  changed: boolean;
  saveRef?: ElementRef;
}

/**
 * A settings form saved as a whole: the draft, each field's error, the focus after a refusal,
 * and the status and failure lines. A refused save keeps what was typed and says what is wrong
 * next to the field.
 */
export function useSettingsForm<Kept, Draft, Body, F extends keyof Draft & string>({
  kept,
  fields,
  draftOf,
  bodyOf,
  save,
  subject,
  savedMessage = () => 'Saved.',
  keepOtherErrors = false,
}: SettingsFormOptions<Kept, Draft, Body, F>) {
  const same = (a: Draft, b: Draft) => fields.every((field) => a[field] === b[field]);
  const [draft, setDraft] = useState(() => draftOf(kept));
  // Saved elsewhere (another tab): shown, unless this form has unsaved edits.
  const [seen, setSeen] = useState(kept);
  if (seen !== kept) {
    setSeen(kept);
    if (same(draft, draftOf(seen))) setDraft(draftOf(kept));
  }
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const sending = useInFlightLock();
  const changed = !same(draft, draftOf(kept));

  // What can take the focus: each field, and Save.
  const elements = useRef(new Map<Target<F>, HTMLElement>());
  const [targets] = useState(() => {
    const refOf =
      (target: Target<F>): ElementRef =>
      (element) => {
        if (element) elements.current.set(target, element);
        else elements.current.delete(target);
      };
    return Object.fromEntries(
      [...fields, 'save' as const].map((target) => [target, refOf(target)]),
    ) as Record<Target<F>, ElementRef>;
  });
  // After a refusal the cursor goes to the field it names (once its error is on screen), or
  // back to Save; a fresh object each time, so the same field takes it again.
  const [focusRequest, setFocusRequest] = useState<{ target: Target<F> } | null>(null);
  useEffect(() => {
    if (focusRequest) elements.current.get(focusRequest.target)?.focus();
  }, [focusRequest]);

  const change = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setSaid('');
    setFailure(null);
    if (!keepOtherErrors) return setErrors({});
    const edited = Object.keys(patch);
    if (edited.some((field) => errors[field as F]))
      setErrors(
        Object.fromEntries(
          Object.entries(errors).filter(([field]) => !edited.includes(field)),
        ) as Partial<Record<F, string>>,
      );
  };

  const refuse = ({ field, message }: FieldRefusal<F>) => {
    setErrors({ [field]: message } as Partial<Record<F, string>>);
    setFocusRequest({ target: field });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    const built = bodyOf(draft);
    if ('field' in built) return refuse(built);
    if (!sending.acquire()) return;
    setErrors({});
    setFailure(null);
    setSaid('');
    save.mutate(built.body, {
      onSettled: sending.release,
      onSuccess: (saved) => {
        // What the server kept (trimmed, say) is what the form shows.
        setDraft(draftOf(saved));
        setSaid(savedMessage(saved));
      },
      onError: (error) => {
        const found = fieldError(error, fields);
        if (found) return refuse(found);
        setFailure(
          `Could not save ${subject}: ${errorMessage(error)} Your changes are still here.`,
        );
        setFocusRequest({ target: 'save' });
      },
    });
  };

  const footer: SettingsFormFooterState = {
    failure,
    said,
    pending: save.isPending,
    changed,
    saveRef: targets.save,
  };
  /** The ref that lets a field take the focus after a refusal. */
  const focusable = (field: F) => targets[field];
  return { draft, errors, focusable, change, submit, footer };
}
