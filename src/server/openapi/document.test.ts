import SwaggerParser from '@apidevtools/swagger-parser';
import { api } from '@/test/api';
import { rolesOf, templateOf } from './document';

/**
 * Browser mode's document: the routes its service worker answers, and nothing of a team server's
 * (no sign-in, no roles' refusals, no security schemes).
 */
describe('the OpenAPI document in browser mode', () => {
  it('describes the routes browser mode has, and none of a team server’s', async () => {
    const { status, body } = await api('GET', '/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/jobs', '/api/candidates/{id}/notes', '/api/openapi.json']),
    );
    for (const path of ['/api/auth/me', '/api/tokens', '/api/users', '/api/docs'])
      expect(body.paths).not.toHaveProperty([path]);
    expect(body.components).not.toHaveProperty('securitySchemes');
    const statuses = Object.values(body.paths as Record<string, Record<string, any>>).flatMap(
      (item) => Object.values(item).flatMap((operation) => Object.keys(operation.responses)),
    );
    expect(statuses).not.toContain('401');
    expect(statuses).not.toContain('429');
    await expect(SwaggerParser.validate(body)).resolves.toBeTruthy();
  });

  it('has no API reference page: /api/docs is the JSON 404 of any unknown path', async () => {
    const { status, body } = await api('GET', '/docs');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
  });
});

describe('routes as OpenAPI paths', () => {
  it('turns Hono parameters, with or without a pattern, into templates', () => {
    expect(templateOf('/api/candidates/:id/notes/:noteId')).toEqual({
      template: '/api/candidates/{id}/notes/{noteId}',
      params: [
        { name: 'id', pattern: undefined },
        { name: 'noteId', pattern: undefined },
      ],
    });
    expect(templateOf('/api/calendar/:file{[A-Za-z0-9_-]{20,100}\\.ics}')).toEqual({
      template: '/api/calendar/{file}',
      params: [{ name: 'file', pattern: '[A-Za-z0-9_-]{20,100}\\.ics' }],
    });
    expect(templateOf('/api/emails/:id{[0-9]+}/retry').template).toBe('/api/emails/{id}/retry');
  });

  it('names who may call a route from its need', () => {
    expect(rolesOf('public')).toEqual(['anyone']);
    expect(rolesOf('applicant')).toEqual(['anyone']);
    expect(rolesOf('read')).toEqual(['admin', 'recruiter', 'interviewer']);
    expect(rolesOf('manage-settings')).toEqual(['admin']);
  });
});
