import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CopyField } from '@/components/copy-link';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import type { WebhookEndpoint } from '@/domain/schemas';
import {
  WEBHOOK_DELIVERY_STATE_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '@/domain/webhooks';
import { formatDateTime } from '@/lib/format-date-time';
import { useCreateWebhook } from '../api/create-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhookDeliveries } from '../api/list-webhook-deliveries';
import { useWebhooks } from '../api/list-webhooks';
import { useRetryWebhookDelivery } from '../api/retry-webhook-delivery';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useUpdateWebhook } from '../api/update-webhook';
import './webhooks-section.css';

/** What each event means, beside its name, in the form. */
const EVENT_HINTS: Record<WebhookEvent, string> = {
  'application.received': 'an applicant applies',
  'candidate.stage_changed': 'a candidate moves to another stage',
  'candidate.hired': 'a candidate is hired',
  'candidate.erased': 'a candidate is erased',
  'interview.scheduled': 'an interview is scheduled',
  'scorecard.submitted': 'a scorecard is submitted',
  'job.published': 'a job is published',
  'offer.sent': 'an offer is sent to a candidate',
  'offer.accepted': 'a candidate accepts an offer',
  'offer.declined': 'a candidate declines an offer',
};

/**
 * Webhooks (team mode, admins): the endpoints TalentFlow sends signed events to, a form to add
 * one, each one's secret shown once (when made or rotated), and each one's deliveries log.
 */
export function WebhooksSection() {
  const headingId = useId();
  const webhooks = useWebhooks();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  return (
    <section className="panel webhooks-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Webhooks</h2>
      <p>
        TalentFlow sends each event you choose to your HTTPS endpoint as it happens, signed with the
        endpoint’s secret (Standard Webhooks). Events carry ids, never a candidate’s name or email.
      </p>
      {secret && <SecretPanel {...secret} onDone={() => setSecret(null)} />}
      {webhooks.isPending ? (
        <LoadingMessage>Loading webhooks…</LoadingMessage>
      ) : webhooks.isError ? (
        <ErrorMessage>{errorMessage(webhooks.error)}</ErrorMessage>
      ) : webhooks.data.webhooks.length === 0 ? (
        <p>No webhooks yet.</p>
      ) : (
        <ul className="webhook-list">
          {webhooks.data.webhooks.map((webhook) => (
            <WebhookItem
              key={webhook.id}
              webhook={webhook}
              onSecret={(value) => setSecret({ url: webhook.url, secret: value })}
            />
          ))}
        </ul>
      )}
      <AddWebhookForm onAdded={(url, value) => setSecret({ url, secret: value })} />
    </section>
  );
}

/** The secret, once: a read-only field with Copy. */
function SecretPanel({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  return (
    <div className="webhook-secret" role="region" aria-label="The secret, shown once">
      <p>
        The signing secret of <span className="webhook-url">{url}</span>. Copy it now: it is not
        shown again.
      </p>
      <CopyField value={secret} label="Signing secret" noun="secret" focus />
      <button type="button" className="btn btn-sm" onClick={onDone}>
        Done
      </button>
    </div>
  );
}

function AddWebhookForm({ onAdded }: { onAdded: (url: string, secret: string) => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (events.length === 0) {
      setProblem('Choose at least one event.');
      return;
    }
    setProblem(null);
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: ({ webhook, secret }) => {
          setUrl('');
          setEvents([]);
          onAdded(webhook.url, secret);
        },
      },
    );
  };
  const toggle = (name: WebhookEvent, on: boolean) =>
    setEvents((chosen) =>
      on
        ? WEBHOOK_EVENTS.filter((e) => e === name || chosen.includes(e))
        : chosen.filter((e) => e !== name),
    );
  return (
    <form className="webhook-form" onSubmit={submit} aria-label="Add a webhook">
      <h3>Add a webhook</h3>
      <TextField
        label="Endpoint URL"
        type="url"
        required
        placeholder="https://example.com/webhooks"
        value={url}
        onChange={setUrl}
      />
      <fieldset className="webhook-events">
        <legend>Events</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <label key={name} className="checkbox-label">
            <input
              type="checkbox"
              checked={events.includes(name)}
              onChange={(e) => toggle(name, e.target.checked)}
            />{' '}
            <code>{name}</code> <span className="field-hint">when {EVENT_HINTS[name]}</span>
          </label>
        ))}
      </fieldset>
      {(problem ?? create.error) && (
        <ErrorMessage>{problem ?? errorMessage(create.error)}</ErrorMessage>
      )}
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add webhook'}
      </button>
    </form>
  );
}

function WebhookItem({
  webhook,
  onSecret,
}: {
  webhook: WebhookEndpoint;
  onSecret: (secret: string) => void;
}) {
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const [confirming, setConfirming] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const failure = update.error ?? rotate.error;
  return (
    <li className="webhook-item">
      <p className="webhook-url">{webhook.url}</p>
      <p>
        <span className={`webhook-badge ${webhook.enabled ? 'is-enabled' : 'is-disabled'}`}>
          {webhook.enabled ? 'Enabled' : 'Disabled'}
        </span>{' '}
        <span className="webhook-event-names">{webhook.events.join(', ')}</span>
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-sm"
          aria-expanded={showLog}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? 'Hide deliveries' : 'Deliveries'}
        </button>
        <button
          type="button"
          className="btn btn-sm"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: webhook.id, enabled: !webhook.enabled })}
        >
          {webhook.enabled ? 'Turn off' : 'Turn on'}
        </button>
        <button
          type="button"
          className="btn btn-sm"
          disabled={rotate.isPending}
          onClick={() => rotate.mutate(webhook.id, { onSuccess: ({ secret }) => onSecret(secret) })}
        >
          Rotate secret
        </button>
        <button type="button" className="btn btn-sm btn-danger" onClick={() => setConfirming(true)}>
          Delete
        </button>
      </div>
      {failure && <ErrorMessage>{errorMessage(failure)}</ErrorMessage>}
      {showLog && <DeliveriesLog webhook={webhook} />}
      <ConfirmDialog
        open={confirming}
        title="Delete this webhook?"
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        danger
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(webhook.id, { onSuccess: () => setConfirming(false) })}
      >
        <p>
          TalentFlow stops sending events to <span className="webhook-url">{webhook.url}</span>, and
          its deliveries log is deleted.
        </p>
      </ConfirmDialog>
    </li>
  );
}

function DeliveriesLog({ webhook }: { webhook: WebhookEndpoint }) {
  const captionId = useId();
  const deliveries = useWebhookDeliveries(webhook.id);
  const retry = useRetryWebhookDelivery();
  if (deliveries.isPending) return <LoadingMessage>Loading deliveries…</LoadingMessage>;
  if (deliveries.isError) return <ErrorMessage>{errorMessage(deliveries.error)}</ErrorMessage>;
  if (deliveries.data.deliveries.length === 0) return <p>No deliveries yet.</p>;
  return (
    <div className="webhook-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="webhook-table">
        <caption id={captionId}>Deliveries to {webhook.url}</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Time</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <th scope="row">
                <code>{delivery.type}</code>
              </th>
              <td>
                {WEBHOOK_DELIVERY_STATE_LABELS[delivery.state]}
                {delivery.lastStatus !== null && ` (${delivery.lastStatus})`}
                {delivery.lastError && delivery.state !== 'delivered' && (
                  <span className="webhook-last-error"> {delivery.lastError}</span>
                )}
              </td>
              <td>{delivery.attempts}</td>
              <td>
                <time dateTime={delivery.lastAttemptAt ?? delivery.createdAt}>
                  {formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
                </time>
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm"
                  aria-label={`Retry ${delivery.type} delivery ${delivery.id}`}
                  disabled={retry.isPending || !webhook.enabled}
                  onClick={() => retry.mutate({ id: webhook.id, deliveryId: delivery.id })}
                >
                  Retry
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {retry.error && <ErrorMessage>{errorMessage(retry.error)}</ErrorMessage>}
    </div>
  );
}
