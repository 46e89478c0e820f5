import { z } from 'zod';
import {
  LogoImageQuery,
  OrganizationIdParams,
  OrganizationLogoDto,
} from '@threshold/domain/organizations/organization-logo.contract';
import { defineRoute, type RouteDefinition } from '../../../platform/http/route';
import type { FileAreaDeps } from '../../../platform/storage/file-area-deps';
import { getLogo, logoImageResponse, removeLogo, uploadLogo } from './organization-logo.service';

const tags = ['organization'];

/** The organization's logo (ADR 0175): set and removed by its managers, shown to its members. */
export function organizationLogoRoutes(files: FileAreaDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/organization/logo',
      access: 'authenticated',
      tags,
      summary: 'The caller’s organization’s logo address and size (logo_url null when none is set)',
      response: OrganizationLogoDto,
      handler: ({ actor }) => getLogo(files, actor),
    }),
    defineRoute({
      method: 'put',
      path: '/api/organization/logo',
      access: 'manage:organization',
      tags,
      upload: true,
      summary:
        'Replace the logo: the body is the image (PNG, JPEG or WebP, sniffed; SVG refused; at most 2 MB), stored as a PNG within 512 px without metadata',
      response: OrganizationLogoDto,
      handler: ({ actor, c, requestId }) => uploadLogo(files, actor, c.req.raw, requestId),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/organization/logo',
      access: 'manage:organization',
      tags,
      summary: 'Remove the logo (the organization’s name shows alone)',
      response: OrganizationLogoDto,
      handler: ({ actor, requestId }) => removeLogo(files, actor, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/organizations/:id/logo',
      access: 'authenticated',
      tags,
      summary: 'The logo image (PNG) for active members and clients of the organization; 404 otherwise',
      params: OrganizationIdParams,
      query: LogoImageQuery,
      response: z.string(),
      produces: 'image/png',
      handler: ({ actor, params, c }) =>
        logoImageResponse(files, actor, params.id, c.req.header('if-none-match')),
    }),
  ];
}
