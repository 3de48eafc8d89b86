import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ComponentType } from 'react';
import type { Stage } from '@/domain/enums';

/**
 * What is read before a candidate is moved to a decision (offer or hired): the interviewers'
 * feedback. The app provides it (from the interviews feature, loaded when first needed), so the
 * board and the profile ask for it without knowing where it comes from.
 */
export interface MoveReview {
  /** Whether there is anything to read: scorecards, or interviewers yet to submit. */
  needsReview(client: QueryClient, candidateId: number): Promise<boolean>;
  Review: ComponentType<{ candidateId: number }>;
}

/** The stages a move to is a hiring decision. */
export const DECISION_STAGES: readonly Stage[] = ['offer', 'hired'];

export const MoveReviewContext = createContext<(() => Promise<MoveReview>) | null>(null);

export const useMoveReview = () => useContext(MoveReviewContext);
