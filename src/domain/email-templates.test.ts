import {
  greetingName,
  DEFAULT_TEMPLATES,
  firstName,
  HeaderInjectionError,
  renderEmail,
  templateProblems,
} from './email-templates';

const template = (over: Partial<{ name: string; subject: string; body: string }> = {}) => ({
  name: 'Rejection',
  subject: 'Your application for {{job.title}}',
  body: 'Hello {{candidate.first_name}},\n\nThank you.\n{{sender.name}}',
  ...over,
});

describe('email templates', () => {
  it('accept the variables, and the defaults are valid', () => {
    expect(templateProblems(template())).toEqual([]);
    for (const shipped of DEFAULT_TEMPLATES) expect(templateProblems(shipped)).toEqual([]);
    expect(DEFAULT_TEMPLATES.map((t) => t.name)).toEqual([
      'Application received',
      'Rejection',
      'Interview invitation',
    ]);
  });

  it('refuse unknown variables, sections, partials, unescaped output and a subject with a line break', () => {
    expect(templateProblems(template({ body: 'Hi {{candidate.salary}}' }))).toEqual([
      'The body uses {{candidate.salary}}, which is not a variable.',
    ]);
    expect(templateProblems(template({ body: '{{#job.title}}x{{/job.title}}' }))).toEqual([
      'The body uses {{#job.title}}: only variables are allowed.',
    ]);
    expect(templateProblems(template({ body: '{{> footer}}' }))[0]).toContain('only variables');
    expect(templateProblems(template({ body: '{{{job.title}}}' }))[0]).toContain('only variables');
    expect(templateProblems(template({ body: '{{&job.title}}' }))[0]).toContain('only variables');
    expect(templateProblems(template({ subject: 'Hi\nBcc: x@y.z' }))).toEqual([
      'A subject is one line: it has a line break.',
    ]);
    expect(templateProblems(template({ body: '{{job.title' }))[0]).toContain('cannot be read');
    expect(templateProblems(template({ name: ' ', subject: '', body: '' }))).toEqual([
      'A template needs a name.',
      'A template needs a subject.',
      'A template needs a body.',
    ]);
  });

  it('render values as text in the text part, escaped in the HTML part, and never as a template', () => {
    const rendered = renderEmail(template(), {
      'job.title': 'Pilot & <Captain>',
      'candidate.first_name': '{{sender.name}}<script>',
      'sender.name': 'Rita',
    });
    expect(rendered.subject).toBe('Your application for Pilot & <Captain>');
    expect(rendered.text).toBe('Hello {{sender.name}}<script>,\n\nThank you.\nRita');
    expect(rendered.html).toBe(
      '<p>Hello {{sender.name}}&lt;script&gt;,</p>\n<p>Thank you.<br>Rita</p>',
    );
    expect(renderEmail(template(), {}).text).toBe('Hello ,\n\nThank you.\n');
  });

  it('refuse a subject that a value would break into two header lines', () => {
    expect(() =>
      renderEmail(template(), { 'job.title': 'Pilot\r\nBcc: everyone@example.com' }),
    ).toThrow(HeaderInjectionError);
  });

  it('take a first name from a full one', () => {
    expect(firstName('  Ada   Lovelace ')).toBe('Ada');
    expect(firstName('')).toBe('');
  });
});

describe('greetingName', () => {
  it('leaves out of a greeting every word that reads as a link, an address or a domain', () => {
    const cases: Array<[name: string, greeted: string]> = [
      ['Ann Lee', 'Ann Lee'],
      ['Dr. J.R. O’Neil-Smith', 'Dr. J.R. O’Neil-Smith'],
      ['Win a prize at https://evil.example/x now', 'Win a prize at now'],
      ['Visit www.evil.example', 'Visit'],
      ['Ann evil.example/path', 'Ann'],
      ['Ann bit.ly', 'Ann'],
      ['Bo mail@evil.example', 'Bo'],
      ['Go evil.example.', 'Go'],
      ['http://evil.example', 'there'],
      ['  ', 'there'],
    ];
    for (const [name, greeted] of cases) expect(greetingName(name), name).toBe(greeted);
  });
});
