import type { SectionDefinition } from '../../engine/sections';
import { onboardingRoutes } from './public';
import { answerPartnerApplication } from './service';

/** Partner onboarding: the public application form, its e-mail confirmation and test key, and the desk's answer with the live key's reveal link. */
export const onboarding: SectionDefinition = {
  name: 'onboarding',
  publicRoutes: onboardingRoutes,
  accountRequestAnswers: { partner_application: answerPartnerApplication },
};
