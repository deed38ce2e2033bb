import type { SectionDefinition } from '../../engine/sections';
import { answerRequest } from '../../engine/requests';
import { seedSite } from './seed';
import { siteHost, siteRoutes } from './public';
import { siteRate, siteReviewRequest } from './service';
import { answerDomainRequest, siteDomainRequest } from './domains';
import { domainLapseJob } from './jobs';

/** A partner's white-label site, its review by the desk and its own domain. */
export const site: SectionDefinition = {
  name: 'site',
  seed: seedSite,
  publicRoutes: siteRoutes,
  // A partner's own domain, once active, is the site: its page at `/`, its form's target at `/book`.
  hostHandler: siteHost,
  requestKinds: { site_review: siteReviewRequest, site_domain: siteDomainRequest },
  deskAnswers: { site_review: answerRequest, site_domain: answerDomainRequest },
  referralRates: { site: siteRate },
  jobs: (db, clock, sections) => [domainLapseJob(sections, db, clock)],
};
