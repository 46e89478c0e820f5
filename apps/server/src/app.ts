import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createAuth, type Auth } from './platform/auth/auth';
import { mountAuth } from './platform/auth/auth.routes';
import type { Actor } from './platform/authz/actor';
import { createActorResolver } from './platform/authz/request-actor';
import type { AppDeps } from './platform/deps';
import { handleError } from './platform/http/error-handler';
import { AppError } from './platform/http/errors';
import { buildOpenApi } from './platform/http/openapi';
import type { RouteDefinition } from './platform/http/route';
import { mountRoutes, type RouterEnv } from './platform/http/router';
import { originCheck, securityHeaders } from './platform/http/security';
import { requestLogging } from './platform/http/request-logging';
import { mayCarryBody } from './platform/http/request-body';
import { compression } from './platform/http/compression';
import { mountSpa } from './platform/http/spa';
import { createRateLimiter } from './platform/rate-limit/rate-limiter';
import { createProfileForNewUser } from './modules/identity/identity.service';
import { markProfileVerified } from './modules/identity/identity.repository';
import { identityRoutes } from './modules/identity/identity.routes';
import { systemRoutes } from './modules/system/system.routes';
import { contactsRoutes } from './modules/contacts/contacts-api.routes';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { memberInvitationsRoutes } from './modules/invitations/member-invitations.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { platformInvitationsRoutes } from './modules/admin/platform-invitations.routes';
import { roleOverridesRoutes } from './modules/admin/role-overrides.routes';
import { signInRefusal } from './modules/admin/admin.service';
import { platformAdminRoutes } from './modules/platform-admin/platform-admin.routes';
import { myOrganizationsRoutes } from './modules/my-organizations/my-organizations.routes';
import { assertAreaEnabled } from './modules/platform-admin/feature-flags.service';
import { assertSignUpAllowed } from './modules/platform-admin/platform-settings.service';
import { organizationRoutes } from './modules/organizations/organizations.routes';
import { organizationLogoRoutes } from './modules/organizations/logo/organization-logo.routes';
import { transactionRoutes } from './modules/transactions/transactions.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes';
import { transactionScope } from './modules/transactions/deals/transactions-scope.sql';
import { provideDealScope } from './modules/contacts/contact-deals.repository';
import { listingsApiRoutes } from './modules/listings/listings-api.routes';
import { listingMediaRoutes } from './modules/listings/listing-media.routes';
import { realtimeRoutes } from './platform/realtime/realtime.routes';
import { createRealtimeHub } from './platform/realtime/realtime-hub';
import { createEffectDispatcher, type EffectDispatcher } from './platform/effects/effect-dispatcher';
import { emailSendHandler } from './platform/effects/email-send-handler';
import { realtimePublishHandler } from './platform/effects/realtime-publish-handler';
import { jobsDeliveringEffects } from './platform/effects/effect-jobs';
import { noticeEffectHandler } from './modules/notifications/notice-effect-handler';
import { reminderRealtimeAuthorizer } from './modules/calendar/reminders/reminders-realtime';
import {
  dealRealtimeAuthorizer,
  dealRoomAuthorizer,
} from './modules/transactions/deals/transaction-realtime';
import { onDealCreated } from './modules/transactions/deals/deal-created-hooks';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { guestAccessRoutes } from './modules/messaging/guest-access.routes';
import {
  conversationRealtimeAuthorizer,
  conversationRoomAuthorizer,
  presenceNames,
} from './modules/messaging/messaging-realtime';
import { createDealConversation } from './modules/messaging/deal-conversations';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { notificationRealtimeAuthorizer } from './modules/notifications/notifications-realtime';
import { contactRealtimeAuthorizer, contactRoomAuthorizer } from './modules/contacts/contacts-realtime';
import { listingRoomAuthorizer } from './modules/listings/listings-realtime';
import { provideSubjectVisibility } from './modules/notifications/subject-visibility';
import { rentalsApiRoutes } from './modules/rentals/rentals-api.routes';
import { documentRoutes } from './modules/documents/documents.routes';
import { documentApprovalRoutes } from './modules/documents/document-approvals.routes';
import { templateRoutes } from './modules/templates/templates.routes';
import { esignRoutes } from './modules/envelopes/esign.routes';
import { complianceRoutes } from './modules/compliance/compliance.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { verifyRoutes } from './modules/sealing/verify.routes';
import { createFileStorage } from './platform/storage/file-storage-factory';
import { rentalFileRoutes } from './modules/rentals/rentals-files.routes';
import { flagForApiPath as isFlaggedPath } from '@threshold/domain/platform-admin/feature-flags';

export const VERSION = '0.1.0';

/** Bulk uploads that may exceed the regular body limit (a 10,000-row CSV is about 1 MB). */
const IMPORT_PATHS = new Set(['/api/contacts/import']);

/** Every declared API route, in one list: mounted, documented and snapshotted with its access rule. */
export function apiRoutes(deps: AppDeps & { auth?: Auth }): RouteDefinition[] {
  // The composition root: contacts show the deals of a contact within the deal scope (ADR 0080),
  // without the contacts module importing transactions (which imports contacts).
  provideDealScope(transactionScope);
  // A deal's conversation is created in the deal's own transaction (ADR 0119).
  onDealCreated(createDealConversation);
  // Notifications reach only people who may see their subject (ADR 0167): the deal and conversation rules.
  provideSubjectVisibility('transaction', dealRoomAuthorizer(deps.db));
  provideSubjectVisibility('conversation', conversationRoomAuthorizer(deps.db));
  const files = {
    db: deps.db,
    storage: createFileStorage(deps.config),
    uploadMaxBytes: deps.config.uploadMaxBytes,
  };
  return [
    ...systemRoutes(deps, VERSION),
    ...identityRoutes(deps.db),
    ...onboardingRoutes(deps),
    ...organizationRoutes(deps),
    ...organizationLogoRoutes(files),
    ...memberInvitationsRoutes(deps),
    ...teamsRoutes(deps),
    ...adminRoutes(deps),
    ...roleOverridesRoutes(deps),
    ...platformInvitationsRoutes(deps),
    ...platformAdminRoutes(deps),
    ...myOrganizationsRoutes(deps),
    ...contactsRoutes(deps),
    ...invitationsRoutes(deps),
    ...transactionRoutes(deps),
    ...calendarRoutes(deps),
    ...tasksRoutes(deps),
    ...apiTokensRoutes(deps),
    ...webhooksRoutes(deps),
    ...listingsApiRoutes(deps),
    ...analyticsRoutes(deps),
    ...messagingRoutes(deps, files),
    ...guestAccessRoutes(deps),
    ...realtimeRoutes(deps),
    ...notificationsRoutes(deps),
    ...rentalsApiRoutes(deps),
    ...documentRoutes(files),
    ...documentApprovalRoutes(deps),
    ...rentalFileRoutes(files),
    ...listingMediaRoutes(files, deps.config),
    ...templateRoutes(files),
    ...esignRoutes({ ...files, config: deps.config, jobs: deps.jobs }, deps.logger),
    ...complianceRoutes(deps),
    ...dashboardRoutes(deps),
    ...verifyRoutes(deps),
  ];
}

/** Method + path → is it a declared upload route (`upload: true`)? Path parameters match one segment. */
function uploadMatcher(routes: RouteDefinition[]) {
  const patterns = routes
    .filter((r) => r.upload)
    .map((r) => ({
      method: r.method.toUpperCase(),
      regex: new RegExp(`^${r.path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`),
    }));
  return (method: string, path: string) => patterns.some((p) => p.method === method && p.regex.test(path));
}

/** What the process hands the composition root (main.ts; the test harness). */
export type AppInputs = Omit<AppDeps, 'realtime'>;

export function createApp(inputs: AppInputs, options: { serveSpa?: boolean } = {}) {
  const { config, db, logger, mailer } = inputs;
  // Realtime (ADR 0118): this instance's hub; each resource's scope rule comes from its module.
  const realtime = createRealtimeHub({ db, logger });
  // Effects (ADR 0192): the only code that sends e-mail or publishes live events.
  const effects = createEffectDispatcher({
    db,
    logger,
    handlers: {
      'email.send': emailSendHandler(mailer),
      'realtime.publish': realtimePublishHandler(realtime),
      'notification.create': noticeEffectHandler(db),
    },
  });
  const deps: AppDeps = {
    config,
    db,
    logger,
    mailer,
    realtime,
    jobs: inputs.jobs && jobsDeliveringEffects(inputs.jobs, effects),
  };
  const auth = createAuth({
    config,
    db,
    hooks: {
      onUserCreated: (user, body) => createProfileForNewUser(db, user, body),
      onEmailVerified: (userId) => markProfileVerified(db, userId),
      signInRefusal: (userId) => signInRefusal(db, userId),
    },
  });
  realtime.setAuthorizer('transactions', dealRealtimeAuthorizer(db));
  realtime.setAuthorizer('messages', conversationRealtimeAuthorizer(db));
  realtime.setAuthorizer('conversations', conversationRealtimeAuthorizer(db));
  realtime.setAuthorizer('calendar_reminders', reminderRealtimeAuthorizer);
  realtime.setAuthorizer('notifications', notificationRealtimeAuthorizer);
  realtime.setAuthorizer('contacts', contactRealtimeAuthorizer(db));
  realtime.presence.setAuthorizer('deal', dealRoomAuthorizer(db));
  realtime.presence.setAuthorizer('conversation', conversationRoomAuthorizer(db));
  realtime.presence.setAuthorizer('listing', listingRoomAuthorizer(db));
  realtime.presence.setAuthorizer('contact', contactRoomAuthorizer(db));
  realtime.presence.setNameResolver(presenceNames(db));
  const app = new Hono<RouterEnv>();
  app.onError(handleError(logger));
  app.use('*', requestLogging(logger));
  app.use('*', securityHeaders({ isProduction: config.isProduction, extraSources: config.cspExtraSources }));
  // Small answers are sent as they are: compressing them costs more than it saves (ADR 0066, 0181).
  app.use('/api/*', compression());
  app.use('/api/*', originCheck(config.trustedOrigins));
  app.use('/api/*', deliverEffectsAfterWrites(effects));
  const rateLimiter = createRateLimiter({ db, config });
  app.use('/api/*', rateLimiter.addressWrites);
  const tooLarge = () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
  };
  const routes = apiRoutes({ ...deps, auth });
  const isUpload = uploadMatcher(routes);
  const regularBodies = bodyLimit({ maxSize: config.bodyLimitBytes, onError: tooLarge });
  const importBodies = bodyLimit({ maxSize: config.importBodyLimitBytes, onError: tooLarge });
  app.use('/api/*', (c, next) => {
    // File uploads stream past the JSON limit; their handler enforces UPLOAD_MAX_BYTES as it reads.
    if (!mayCarryBody(c) || isUpload(c.req.method, c.req.path)) return next();
    return (IMPORT_PATHS.has(c.req.path) ? importBodies : regularBodies)(c, next);
  });
  app.use('/api/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });

  mountAuth(app, {
    auth,
    logger,
    trustProxy: config.trustProxy,
    beforeSignUp: (email) => assertSignUpAllowed(db, email),
  });

  const actorOfRequest = createActorResolver({
    db,
    auth,
    absoluteSessionSeconds: config.session.absoluteSeconds,
  });
  // A socket lives as long as its session: sign-out, revocation and expiry close it (ADR 0118).
  realtime.setSessionCheck((headers) =>
    actorOfRequest(headers).catch((error: unknown) => {
      if (error instanceof AppError) return null; // refused (disabled user, suspended organization)
      throw error;
    }),
  );
  const resolveActor = async (c: Context<RouterEnv>): Promise<Actor | null> => {
    if (c.get('actor') !== undefined) return c.get('actor');
    const actor = await actorOfRequest(c.req.raw.headers);
    c.set('actor', actor);
    return actor;
  };
  // Runtime feature flags (ADR 0152): an area switched off for the caller's organization answers 404.
  app.use('/api/*', async (c, next) => {
    const actor = isFlaggedPath(c.req.path) ? await resolveActor(c) : null;
    if (actor) assertAreaEnabled(c.req.path, actor);
    await next();
  });
  mountRoutes(app, routes, resolveActor, rateLimiter.limitRoute, { checkResponses: !config.isProduction });
  const openApi = buildOpenApi(routes, { version: VERSION, serverUrl: config.appUrl });
  app.get('/api/openapi.json', (c) => c.json(openApi));
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint');
  });
  if (options.serveSpa) mountSpa(app, config.webDistDir, { production: config.isProduction });
  return { app, auth, realtime, effects };
}

/**
 * A state-changing request has committed by the time its handler returns: the dispatcher delivers
 * what it recorded before the answer goes out, as the inline sends did (ADR 0192). Delivery never
 * fails the request; a failed effect waits for its retry.
 */
function deliverEffectsAfterWrites(effects: EffectDispatcher) {
  return async (c: Context<RouterEnv>, next: () => Promise<void>) => {
    await next();
    if (mayCarryBody(c)) await effects.deliverDue();
  };
}
