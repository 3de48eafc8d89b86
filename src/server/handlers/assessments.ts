import type { HttpHandler } from 'msw';

export const assessmentHandlers: HttpHandler[] = [];
