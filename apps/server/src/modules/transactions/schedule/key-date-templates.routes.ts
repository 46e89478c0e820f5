import {
  KeyDateTemplateDto,
  KeyDateTemplateList,
  KeyDateTemplateParams,
  ReplaceKeyDateTemplateInput,
} from '@threshold/domain/transactions/key-date-templates.contract';
import type { Db } from '../../../platform/db/client';
import { defineRoute } from '../../../platform/http/route';
import {
  getKeyDateTemplate,
  listKeyDateTemplates,
  replaceKeyDateTemplate,
  resetKeyDateTemplate,
} from './key-date-templates.service';

const tags = ['transactions'];
const path = '/api/key-date-templates';

/** Fixed paths: registered before /api/transactions/:id. */
export function keyDateTemplateRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path,
      access: 'read:transactions',
      tags,
      summary: 'Key-date defaults of new deals for every type: the organization’s own or the built-in set',
      response: KeyDateTemplateList,
      handler: ({ actor }) => listKeyDateTemplates(db, actor),
    }),
    defineRoute({
      method: 'get',
      path: `${path}/:type`,
      access: 'read:transactions',
      tags,
      summary: 'One type’s key-date defaults (the organization’s own or the built-in set), with its version',
      params: KeyDateTemplateParams,
      response: KeyDateTemplateDto,
      handler: ({ actor, params }) => getKeyDateTemplate(db, actor, params.type),
    }),
    defineRoute({
      method: 'put',
      path: `${path}/:type`,
      access: 'manage:templates',
      tags,
      summary:
        'Replace the organization’s key-date defaults for one type (future deals; keeps acceptance and closing, no circles)',
      params: KeyDateTemplateParams,
      body: ReplaceKeyDateTemplateInput,
      response: KeyDateTemplateDto,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        replaceKeyDateTemplate(db, actor, params.type, body, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'delete',
      path: `${path}/:type`,
      access: 'manage:templates',
      tags,
      summary: 'Return one type to the built-in key-date defaults (future deals)',
      params: KeyDateTemplateParams,
      response: KeyDateTemplateDto,
      versioned: true,
      handler: ({ actor, params, requestId, expectedVersion }) =>
        resetKeyDateTemplate(db, actor, params.type, requestId, expectedVersion),
    }),
  ];
}
