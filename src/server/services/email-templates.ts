import {
  defaultTemplates,
  EMAIL_TEMPLATES_KEY,
  templateProblems,
  TEMPLATES_MAX,
  type EmailTemplate,
} from '@/domain/email-templates';
import type { EmailTemplateInput } from '@/domain/schemas';
import { badRequest, notFound } from '../errors';
import type { Store, Tx } from '../store/types';

/**
 * The team's email templates (both homes): kept as one setting, the defaults until the first
 * change. A template is refused (400) when it uses anything but the known variables.
 */

export async function templatesOf(tx: Tx): Promise<EmailTemplate[]> {
  const kept = await tx.settings.get(EMAIL_TEMPLATES_KEY);
  return Array.isArray(kept) ? (kept as EmailTemplate[]) : defaultTemplates();
}

/**
 * The team's template of a default's key, or the built-in one when the team deleted it: what
 * TalentFlow itself sends (a confirmation, an interview invitation) never stops for want of words.
 */
export async function templateFor(tx: Tx, key: DefaultTemplateKey): Promise<EmailTemplate> {
  return (
    (await templatesOf(tx)).find((t) => t.id === key) ??
    defaultTemplates().find((t) => t.id === key)!
  );
}

type DefaultTemplateKey = 'application-received' | 'rejection' | 'interview-invitation';

function checked(input: EmailTemplateInput): Omit<EmailTemplate, 'id'> {
  const template = { name: input.name.trim(), subject: input.subject.trim(), body: input.body };
  const problem = templateProblems(template)[0];
  if (problem) throw badRequest(problem);
  return template;
}

export const listTemplates = (store: Store) =>
  store.transaction('read', async (tx) => ({ templates: await templatesOf(tx) }));

export const createTemplate = (store: Store, input: EmailTemplateInput) =>
  store.transaction('write', async (tx) => {
    const templates = await templatesOf(tx);
    if (templates.length >= TEMPLATES_MAX)
      throw badRequest(`A team keeps at most ${TEMPLATES_MAX} templates.`);
    const template = { id: crypto.randomUUID(), ...checked(input) };
    await tx.settings.set(EMAIL_TEMPLATES_KEY, [...templates, template]);
    await templateChanged(tx, template.id, 'created');
    return template;
  });

export const updateTemplate = (store: Store, id: string, input: EmailTemplateInput) =>
  store.transaction('write', async (tx) => {
    const templates = await templatesOf(tx);
    if (!templates.some((t) => t.id === id)) throw notFound(`Template ${id} not found.`);
    const template = { id, ...checked(input) };
    await tx.settings.set(
      EMAIL_TEMPLATES_KEY,
      templates.map((t) => (t.id === id ? template : t)),
    );
    await templateChanged(tx, id, 'edited');
    return template;
  });

export const deleteTemplate = (store: Store, id: string) =>
  store.transaction('write', async (tx) => {
    const templates = await templatesOf(tx);
    if (!templates.some((t) => t.id === id)) throw notFound(`Template ${id} not found.`);
    await tx.settings.set(
      EMAIL_TEMPLATES_KEY,
      templates.filter((t) => t.id !== id),
    );
    await templateChanged(tx, id, 'deleted');
  });

/** A team's templates are its settings: each change goes into the audit log. */
const templateChanged = (tx: Tx, id: string, change: string) =>
  tx.audit.record('settings.changed', {
    target: `email-template:${id}`,
    detail: { change },
  });
