import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { errorMessage } from '@/api/client';
import { useEmailTemplates } from '@/api/queries/get-email-templates';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Modal } from '@/components/modal';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TEMPLATES_MAX, type EmailTemplate } from '@/domain/email-templates';
import { useCan } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useDeleteEmailTemplate } from '../api/delete-email-template';
import { EmailTemplateForm } from './email-template-form';

/**
 * The team's email templates: each with its name and subject, and for those who may, "Add
 * template", Edit (both in a dialog) and Delete (after asking). Others read them.
 */
export function EmailTemplatesSection() {
  const templates = useEmailTemplates();
  const mayEdit = useCan('move-candidates');
  // The template being changed, 'new' while one is added, null with the dialog closed.
  const [editing, setEditing] = useState<EmailTemplate | 'new' | null>(null);
  const [pending, setPending] = useState(false);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const [said, setSaid] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const list = templates.data?.templates;

  return (
    <section className="panel settings-section" aria-labelledby="email-templates-heading">
      <h2 id="email-templates-heading">Email templates</h2>
      <p className="field-hint">
        Offered when someone emails a candidate from their profile; “Rejection” words the email of
        the Reject dialog.
      </p>
      {templates.isPending && <LoadingMessage>Loading the email templates…</LoadingMessage>}
      {templates.isError && (
        <ErrorMessage>
          Could not load the email templates: {errorMessage(templates.error)}
        </ErrorMessage>
      )}
      {list && list.length === 0 && <p className="field-hint">The team has no templates.</p>}
      {list && list.length > 0 && (
        <ul className="template-list" aria-labelledby="email-templates-heading">
          {list.map((template) => (
            <TemplateItem
              key={template.id}
              template={template}
              mayEdit={mayEdit}
              onEdit={() => setEditing(template)}
              onDelete={() => setDeleting(template)}
            />
          ))}
        </ul>
      )}
      <p role="status" className="field-hint">
        {said}
      </p>
      {mayEdit && list && (
        <div className="form-actions">
          <button
            ref={addButton}
            type="button"
            className="btn btn-primary"
            disabled={list.length >= TEMPLATES_MAX}
            onClick={() => {
              setSaid('');
              setEditing('new');
            }}
          >
            Add template
          </button>
        </div>
      )}
      {/* Closing while the template is saved would hide its outcome, so it waits. */}
      <Modal
        open={editing !== null}
        title={editing === 'new' || editing === null ? 'Add template' : `Edit “${editing.name}”`}
        onClose={() => !pending && setEditing(null)}
      >
        {editing !== null && (
          <EmailTemplateForm
            template={editing === 'new' ? undefined : editing}
            onPendingChange={setPending}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setSaid(
                editing === 'new'
                  ? `Template “${saved.name}” added.`
                  : `Template “${saved.name}” saved.`,
              );
              setPending(false);
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <DeleteTemplate
        template={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(name) => {
          setSaid(`Template “${name}” deleted.`);
          setDeleting(null);
        }}
        focusAfter={addButton}
      />
    </section>
  );
}

function TemplateItem({
  template,
  mayEdit,
  onEdit,
  onDelete,
}: {
  template: EmailTemplate;
  mayEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const nameId = useId();
  return (
    <li className="template-item">
      <div className="template-text">
        <p id={nameId} className="template-name">
          {template.name}
        </p>
        <p className="template-subject">
          <span className="visually-hidden">Subject: </span>
          {template.subject}
        </p>
      </div>
      {mayEdit && (
        <div className="template-buttons">
          <button type="button" className="btn btn-sm" aria-describedby={nameId} onClick={onEdit}>
            Edit
          </button>
          <button
            type="button"
            className="btn btn-sm btn-danger"
            aria-describedby={nameId}
            onClick={onDelete}
          >
            Delete
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * Asks before a template is deleted. Its Delete button goes with it, so focus then goes to "Add
 * template" instead of being lost.
 */
function DeleteTemplate({
  template,
  onClose,
  onDeleted,
  focusAfter,
}: {
  template: EmailTemplate | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
  focusAfter: RefObject<HTMLButtonElement | null>;
}) {
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteEmailTemplate();
  const sending = useInFlightLock();
  const deleted = useRef(false);

  // Runs after the dialog's own effect (a child's runs first), which gives focus back to the
  // Delete button: that button is gone by then.
  useEffect(() => {
    if (template || !deleted.current) return;
    deleted.current = false;
    focusAfter.current?.focus();
  }, [template, focusAfter]);

  const confirm = () => {
    if (!template || !sending.acquire()) return;
    setError(null);
    remove.mutate(template.id, {
      onSettled: sending.release,
      onSuccess: () => {
        deleted.current = true;
        onDeleted(template.name);
      },
      onError: (failure) => setError(`Could not delete the template: ${errorMessage(failure)}`),
    });
  };

  return (
    <ConfirmDialog
      open={template !== null}
      title={`Delete “${template?.name ?? ''}”?`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      error={error}
      danger
      onConfirm={confirm}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    >
      <p>
        Nobody can start an email from it any more; emails already written keep their words. This
        cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
