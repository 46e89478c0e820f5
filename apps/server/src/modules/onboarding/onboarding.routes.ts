import { AcceptTermsInput, TermsStatusDto } from '@threshold/domain/onboarding/accept-terms.contract';
import {
  CreateBrokerageInput,
  CreateBrokerageOutput,
} from '@threshold/domain/onboarding/create-brokerage.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute } from '../../platform/http/route';
import { createBrokerage } from './brokerage-onboarding.service';
import { acceptTerms } from './terms.service';

/** AcceptTerms and brokerage onboarding (issue 17 item 4, ADR 0143). */
export function onboardingRoutes({ db }: Pick<AppDeps, 'db'>) {
  return [
    defineRoute({
      method: 'post',
      path: '/api/me/terms',
      access: 'authenticated',
      summary: 'Accept the terms of service and privacy policy in force (the versions shown to the user)',
      tags: ['me'],
      body: AcceptTermsInput,
      response: TermsStatusDto,
      handler: ({ actor, body, requestId }) => acceptTerms(db, actor, body, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/onboarding/brokerage',
      access: 'authenticated',
      status: 201,
      summary: 'Create a brokerage and become its managing broker (only for someone in no brokerage)',
      tags: ['onboarding'],
      body: CreateBrokerageInput,
      response: CreateBrokerageOutput,
      handler: ({ actor, body, requestId }) => createBrokerage(db, actor, body, requestId),
    }),
  ];
}
