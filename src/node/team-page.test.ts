// @vitest-environment jsdom
import { detectMode, publicOrigin } from '@/api/mode';
import { teamPage } from './server';

const BUILD = '<!doctype html><html><head><title>TalentFlow</title></head><body></body></html>';
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe("the team server's page", () => {
  it('is marked team mode, and names no public address without PUBLIC_URL', () => {
    const page = parse(teamPage(BUILD));
    expect(detectMode(page)).toBe('team');
    expect(publicOrigin(page)).toBeUndefined();
  });

  it('carries PUBLIC_URL as the origin that copied links are built on', () => {
    const page = parse(teamPage(BUILD, 'https://jobs.example.com/some/path'));
    expect(publicOrigin(page)).toBe('https://jobs.example.com');
  });
});
