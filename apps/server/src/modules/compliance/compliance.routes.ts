import {
  ChecklistExceptionPage,
  ClosingSoonPage,
  ComplianceListQuery,
  LicenceExpirationPage,
  MissedDeadlinePage,
  UnsignedDocumentPage,
  UnsupervisedMemberPage,
} from '@threshold/domain/compliance/compliance-exceptions.contract';
import type { Db } from '../../platform/db/client';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import {
  listChecklistExceptions,
  listClosingSoon,
  listLicenceExpirations,
  listMissedDeadlines,
  listUnsignedDocuments,
  listUnsupervisedMembers,
} from './compliance.service';

const tags = ['compliance'];
// The same bar as the /compliance page in the navigation model (spec §2): those who approve documents.
const access = 'approve:documents';

/** /api/compliance/* — one exception list per route, capped with a total (ADR 0129). */
export function complianceRoutes({ db }: { db: Db }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/compliance/checklist-exceptions',
      access,
      tags,
      summary: 'Deals in the caller’s scope with required checklist items missing or returned',
      query: ComplianceListQuery,
      response: ChecklistExceptionPage,
      handler: ({ actor, query }) => listChecklistExceptions(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/compliance/closing-soon',
      access,
      tags,
      summary:
        'Open deals in the caller’s scope closing in the next 7 days with checklist items not approved',
      query: ComplianceListQuery,
      response: ClosingSoonPage,
      handler: ({ actor, query }) => listClosingSoon(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/compliance/missed-deadlines',
      access,
      tags,
      summary: 'Deadline key dates of open deals in the caller’s scope that are past due and not done',
      query: ComplianceListQuery,
      response: MissedDeadlinePage,
      handler: ({ actor, query }) => listMissedDeadlines(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/compliance/unsigned-documents',
      access,
      tags,
      summary:
        'Signature requests on deals in the caller’s scope still unsigned after their expiry or the deal’s closing date',
      query: ComplianceListQuery,
      response: UnsignedDocumentPage,
      handler: ({ actor, query }) => listUnsignedDocuments(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/compliance/licence-expirations',
      access,
      tags,
      summary: 'Members the caller answers for whose licence expired or expires within 60 days',
      query: ComplianceListQuery,
      response: LicenceExpirationPage,
      handler: ({ actor, query }) => listLicenceExpirations(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/compliance/unsupervised-members',
      access,
      tags,
      summary: 'Members the caller answers for whose role needs a supervisor and who have none',
      query: ComplianceListQuery,
      response: UnsupervisedMemberPage,
      handler: ({ actor, query }) => listUnsupervisedMembers(db, actor, query),
    }),
  ];
}
