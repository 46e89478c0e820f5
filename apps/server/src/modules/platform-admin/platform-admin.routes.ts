import {
  AnnouncementDto,
  AnnouncementInput,
  AnnouncementList,
  AnnouncementParams,
  MyAnnouncementList,
} from '@threshold/domain/platform-admin/announcements.contract';
import {
  FeatureFlagList,
  FeatureFlagParams,
  SetFeatureFlagInput,
} from '@threshold/domain/platform-admin/feature-flags.contract';
import { PlatformAnalyticsDto } from '@threshold/domain/platform-admin/platform-analytics.contract';
import {
  PlatformSettingsDto,
  SignUpPolicyDto,
  UpdatePlatformSettingsInput,
} from '@threshold/domain/platform-admin/platform-settings.contract';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import {
  createAnnouncement,
  deleteAnnouncement,
  dismissAnnouncement,
  getAnnouncement,
  listAnnouncements,
  myAnnouncements,
  updateAnnouncement,
} from './announcements.service';
import { listFeatureFlags, setFeatureFlag } from './feature-flags.service';
import { getPlatformAnalytics } from './platform-analytics.service';
import { getPlatformSettings, getSignUpPolicy, updatePlatformSettings } from './platform-settings.service';

const tags = ['admin'];
const noQuery = z.object({}).strict();

/**
 * Platform administration beyond users and organizations (issue 17 item 7): feature flags, platform
 * settings, announcements. Reads are `authenticated` and refused (403) by the service for anyone who is
 * not platform staff; writes are `manage:system` (system admins only). ADRs 0152–0154.
 */
export function platformAdminRoutes({ db, config }: AppDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/feature-flags',
      access: 'authenticated',
      tags,
      summary:
        'Runtime feature flags with their platform value and per-organization overrides (platform staff)',
      query: noQuery,
      response: FeatureFlagList,
      handler: ({ actor }) => listFeatureFlags(db, actor),
    }),
    defineRoute({
      method: 'put',
      path: '/api/admin/feature-flags/:key',
      access: 'manage:system',
      tags,
      summary:
        'Switch a flag for the platform or one organization, or clear the override (system admins; audited)',
      params: FeatureFlagParams,
      body: SetFeatureFlagInput,
      response: FeatureFlagList,
      handler: ({ actor, params, body, requestId }) => setFeatureFlag(db, actor, params.key, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/settings',
      access: 'authenticated',
      tags,
      summary:
        'Platform settings: support e-mail, sign-up open or invitation-only, default time zone (platform staff)',
      query: noQuery,
      response: PlatformSettingsDto,
      handler: ({ actor }) => getPlatformSettings(db, actor),
    }),
    defineRoute({
      method: 'put',
      path: '/api/admin/settings',
      access: 'manage:system',
      tags,
      summary: 'Change the platform settings (system admins; versioned; audited)',
      body: UpdatePlatformSettingsInput,
      response: PlatformSettingsDto,
      versioned: true,
      handler: ({ actor, body, expectedVersion, requestId }) =>
        updatePlatformSettings(db, actor, body, expectedVersion, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/platform/sign-up',
      access: 'public',
      tags: ['platform'],
      summary: 'Whether sign-up is open or by invitation only, and the support address',
      rateLimit: { perMinute: config.rateLimits.publicPerMinute },
      query: noQuery,
      response: SignUpPolicyDto,
      handler: () => getSignUpPolicy(db),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/announcements',
      access: 'authenticated',
      tags,
      summary: 'Every announcement, newest first (platform staff)',
      query: noQuery,
      response: AnnouncementList,
      handler: ({ actor }) => listAnnouncements(db, actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/announcements',
      access: 'manage:system',
      tags,
      summary: 'Post an announcement to all organizations or chosen ones (system admins; audited)',
      body: AnnouncementInput,
      response: AnnouncementDto,
      status: 201,
      handler: ({ actor, body, requestId }) => createAnnouncement(db, actor, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/announcements/:id',
      access: 'authenticated',
      tags,
      summary: 'One announcement with its audience (platform staff)',
      params: AnnouncementParams,
      response: AnnouncementDto,
      handler: ({ actor, params }) => getAnnouncement(db, actor, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/admin/announcements/:id',
      access: 'manage:system',
      tags,
      summary: 'Change an announcement (system admins; versioned; audited)',
      params: AnnouncementParams,
      body: AnnouncementInput,
      response: AnnouncementDto,
      versioned: true,
      handler: ({ actor, params, body, expectedVersion, requestId }) =>
        updateAnnouncement(db, actor, params.id, body, expectedVersion, requestId),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/admin/announcements/:id',
      access: 'manage:system',
      tags,
      summary: 'Withdraw an announcement (system admins; audited)',
      params: AnnouncementParams,
      response: z.object({ deleted: z.literal(true) }),
      handler: ({ actor, params, requestId }) => deleteAnnouncement(db, actor, params.id, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/analytics',
      access: 'authenticated',
      tags,
      summary:
        'Platform analytics: sign-ups per week, active users (7/30 days), deals per organization (platform staff)',
      query: noQuery,
      response: PlatformAnalyticsDto,
      handler: ({ actor }) => getPlatformAnalytics(db, actor),
    }),
    defineRoute({
      method: 'get',
      path: '/api/announcements',
      access: 'authenticated',
      tags: ['me'],
      summary: 'Live announcements for the caller’s organization that the caller has not dismissed',
      query: noQuery,
      response: MyAnnouncementList,
      handler: ({ actor }) => myAnnouncements(db, actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/announcements/:id/dismiss',
      access: 'authenticated',
      tags: ['me'],
      summary: 'Dismiss an announcement’s banner for the caller (remembered on the server)',
      params: AnnouncementParams,
      body: z.object({}).strict(),
      response: z.object({ dismissed: z.literal(true) }),
      handler: ({ actor, params }) => dismissAnnouncement(db, actor, params.id),
    }),
  ];
}
