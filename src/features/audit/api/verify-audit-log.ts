import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { AuditVerifyResult } from '@/api/types';

/** GET /api/audit/verify (team mode, admins): walks the whole hash chain, oldest first. */
export function verifyAuditLog(): Promise<AuditVerifyResult> {
  return apiRequest<AuditVerifyResult>('/audit/verify');
}

/** A check the admin asks for (a mutation, though it writes nothing): never cached, never repeated by itself. */
export function useVerifyAuditLog() {
  return useMutation({ mutationFn: verifyAuditLog });
}
