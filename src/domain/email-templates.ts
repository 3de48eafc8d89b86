import Mustache from 'mustache';

/**
 * Email templates: a name, a subject and a plain-text body with variables such as
 * `{{candidate.first_name}}`, rendered by Mustache (logic-less: a template holds no code, and a
 * value is never read as a template). Each message is plain text; its HTML part escapes
 * everything, variables included, so candidate-supplied text never becomes markup.
 */

export const TEMPLATE_LIMITS = { name: 100, subject: 200, body: 20_000 } as const;

/** The variables a template may use, with what each stands for. */
export const TEMPLATE_VARIABLES = {
  'candidate.name': 'the candidate’s full name',
  'candidate.first_name': 'the candidate’s first name',
  'candidate.email': 'the candidate’s email address',
  'job.title': 'the job’s title',
  'sender.name': 'the sending member’s name',
  'sender.email': 'the sending member’s email address',
  'interview.name': 'the interview’s name',
  'interview.time': 'the interview’s date and time',
  'interview.location': 'where the interview is, or its video link',
} as const;
export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;
export type TemplateValues = Partial<Record<TemplateVariable, string>>;

export interface EmailTemplateText {
  name: string;
  subject: string;
  body: string;
}

/** The templates a team starts with. */
export const DEFAULT_TEMPLATES: readonly (EmailTemplateText & { key: string })[] = [
  {
    key: 'application-received',
    name: 'Application received',
    subject: 'We received your application for {{job.title}}',
    body: 'Hello {{candidate.first_name}},\n\nThank you for applying for {{job.title}}. We will read your application and get back to you.\n\nKind regards,\n{{sender.name}}',
  },
  {
    key: 'rejection',
    name: 'Rejection',
    subject: 'Your application for {{job.title}}',
    body: 'Hello {{candidate.first_name}},\n\nThank you for your interest in {{job.title}} and for the time you gave us. We have decided not to move forward with your application.\n\nWe wish you all the best,\n{{sender.name}}',
  },
  {
    key: 'interview-invitation',
    name: 'Interview invitation',
    subject: 'Your {{interview.name}} for {{job.title}}',
    body: 'Hello {{candidate.first_name}},\n\nWe would like to invite you to a {{interview.name}} on {{interview.time}} ({{interview.location}}). The invitation is attached for your calendar.\n\nKind regards,\n{{sender.name}}',
  },
];

type Token = [string, string, ...unknown[]];

/** The `{{…}}` of a text, or a problem when it cannot be read. */
function tagsOf(text: string, where: string): { names: Array<[string, string]>; problem?: string } {
  let tokens: Token[];
  try {
    tokens = Mustache.parse(text) as Token[];
  } catch (error) {
    return { names: [], problem: `The ${where} cannot be read: ${(error as Error).message}.` };
  }
  const names: Array<[string, string]> = [];
  const walk = (list: Token[]) => {
    for (const token of list) {
      if (token[0] !== 'text') names.push([token[0], token[1]]);
      if (Array.isArray(token[4])) walk(token[4] as Token[]);
    }
  };
  walk(tokens);
  return { names };
}

/**
 * What keeps a template from being saved: an unknown variable, a tag other than a plain variable
 * (no sections, partials or unescaped output), a line break in the subject, a blank name, subject
 * or body.
 */
export function templateProblems(template: EmailTemplateText): string[] {
  const problems: string[] = [];
  if (!template.name.trim()) problems.push('A template needs a name.');
  if (!template.subject.trim()) problems.push('A template needs a subject.');
  if (!template.body.trim()) problems.push('A template needs a body.');
  if (/[\r\n]/.test(template.subject)) problems.push('A subject is one line: it has a line break.');
  for (const [where, text] of [
    ['subject', template.subject],
    ['body', template.body],
  ] as const) {
    const { names, problem } = tagsOf(text, where);
    if (problem) problems.push(problem);
    for (const [kind, name] of names) {
      if (kind !== 'name')
        problems.push(`The ${where} uses {{${kind}${name}}}: only variables are allowed.`);
      else if (!(name in TEMPLATE_VARIABLES))
        problems.push(`The ${where} uses {{${name}}}, which is not a variable.`);
    }
  }
  return problems;
}

/** HTML's special characters as entities. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Thrown when a rendered subject would carry a line break into a header. */
export class HeaderInjectionError extends Error {
  constructor() {
    super('A subject is one line: the values given would put a line break in it.');
    this.name = 'HeaderInjectionError';
  }
}

/**
 * A template made into a message: the subject and plain text with the values as they are (a
 * missing one is empty), and an HTML part that escapes all of it. A subject that would hold a line
 * break is refused.
 */
export function renderEmail(
  template: Omit<EmailTemplateText, 'name'>,
  values: TemplateValues,
): RenderedEmail {
  // Dotted names (`candidate.first_name`) are looked up as paths: the view is nested.
  const view: Record<string, Record<string, string>> = {};
  for (const [key, value] of Object.entries(values)) {
    const [group, field] = key.split('.') as [string, string];
    (view[group] ??= {})[field] = value ?? '';
  }
  const plain = { escape: (value: unknown) => String(value) };
  const subject = Mustache.render(template.subject, view, {}, plain);
  if (/[\r\n]/.test(subject)) throw new HeaderInjectionError();
  const text = Mustache.render(template.body, view, {}, plain);
  const html = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return { subject, text, html };
}

/** The first word of a name, for `{{candidate.first_name}}`. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** A word that reads as an address a mail program would make a link of: a URL, a domain, an email. */
const LINK_LIKE = /[:/\\@]|^www\.|\.[a-z][a-z0-9-]{1,62}(?:[/?#]|$)/i;

/**
 * A name as it may greet an address anyone could type (an applicant's confirmation): the words
 * that read as a link left out, so a stranger cannot make TalentFlow's mail server send a link of
 * theirs to someone else; "there" when nothing is left ("Hello there,").
 */
export function greetingName(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '' && !LINK_LIKE.test(word.replace(/[.,;!?)]+$/, '')));
  return words.join(' ') || 'there';
}

/** A team's template as kept: the defaults keep their key as their id. */
export interface EmailTemplate extends EmailTemplateText {
  id: string;
}

/** The setting that keeps the team's templates (absent: the defaults). */
export const EMAIL_TEMPLATES_KEY = 'emailTemplates';

/** How many templates a team keeps at most. */
export const TEMPLATES_MAX = 100;

/** The templates a team starts with, as kept. */
export const defaultTemplates = (): EmailTemplate[] =>
  DEFAULT_TEMPLATES.map(({ key, ...text }) => ({ id: key, ...text }));
