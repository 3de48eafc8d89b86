import type { HttpHandler } from 'msw';

export const candidateHandlers: HttpHandler[] = [];
