import { useId, useRef, useState } from 'react';
import { errorMessage } from '@/api/client';
import { useEmailTemplates } from '@/api/queries/get-email-templates';
import { Modal } from '@/components/modal';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TEMPLATES_MAX, type EmailTemplate } from '@/domain/email-templates';
import { useCan } from '@/lib/session';
import { useDeleteEmailTemplate } from '../api/delete-email-template';
import { EmailTemplateForm } from './email-template-form';
import { ConfirmRemoval } from './confirm-removal';

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
  const remove = useDeleteEmailTemplate();
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
      <ConfirmRemoval
        item={deleting}
        remove={remove}
        verb={{ button: 'Delete', pending: 'Deleting…' }}
        failure="Could not delete the template"
        onClose={() => setDeleting(null)}
        onRemoved={(name) => {
          setSaid(`Template “${name}” deleted.`);
          setDeleting(null);
        }}
        focusAfter={addButton}
      >
        <p>
          Nobody can start an email from it any more; emails already written keep their words. This
          cannot be undone.
        </p>
      </ConfirmRemoval>
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
