// Generated from the contract (openapi.yaml, openapi/*.yaml) by `npm run codegen`. Do not edit.
import type { components } from './openapi-types';

/** The scope to read an event by, for each `EventSubject.type`: the scope of the operation whose `x-subject` names it. */
export const subjectReadScopes = {
  booking: "bookings:view", // GET /api/b2b/v1/bookings/{ref} (getClientBooking)
  request: "bookings:view", // GET /api/b2b/v1/requests (listClientBookingDeskRequests)
  quote_request: "bookings:view", // GET /api/b2b/v1/quote-requests/{id} (getQuoteRequest)
  wallet: "statements:read", // GET /api/b2b/v1/statements (getStatementsOverview)
  credit_line: "statements:read", // GET /api/b2b/v1/statements (getStatementsOverview)
  invoice: "statements:read", // GET /api/b2b/v1/invoices/{id} (getInvoice)
  credit_note: "statements:read", // GET /api/b2b/v1/credit-notes/{id} (getCreditNote)
  statement: "statements:read", // GET /api/b2b/v1/statements/{period} (getStatement)
  desk_day: "statements:read", // GET /api/b2b/v1/desk/days/{date} (getDeskDay)
  user: "users:view", // GET /api/b2b/v1/users (listUsers)
  guide_property: "guides:read", // GET /api/b2b/v1/guides/properties/{id} (getGuideProperty)
  site: "site:read", // GET /api/b2b/v1/site (getSite)
  site_domain: "site:read", // GET /api/b2b/v1/site (getSite)
  dmc_programme: "bookings:view", // GET /api/b2b/v1/dmc/programmes/{id} (getDmcProgramme)
  dmc_client_link: "bookings:view", // GET /api/b2b/v1/dmc/programmes/{id}/links (listDmcClientLinks)
  corporate_cost_centre: "bookings:view", // GET /api/b2b/v1/corporate/cost-centres (listCorporateCostCentres)
  corporate_request: "bookings:view", // GET /api/b2b/v1/corporate/requests (listCorporateRequests)
  corporate_shuttle: "bookings:view", // GET /api/b2b/v1/corporate/shuttles (listCorporateShuttles)
  affiliate_link: "affiliate:read", // GET /api/b2b/v1/affiliate/links (listAffiliateLinks)
  affiliate_payout: "affiliate:read", // GET /api/b2b/v1/affiliate/payouts (listAffiliatePayouts)
  affiliate_bank_details: "affiliate:read", // POST /api/b2b/v1/affiliate/bank-details (setAffiliateBankDetails)
  widget: "tracking:view", // GET /api/b2b/v1/widget (getWidget)
  webhook_endpoint: "settings:view", // GET /api/b2b/v1/webhook-endpoints/{id} (getWebhookEndpoint)
  account: "account:read", // GET /api/b2b/v1/whoami (getWhoAmI)
} as const satisfies Record<components['schemas']['EventSubject']['type'], components['schemas']['Scope']>;

/** The scope to read an event by, for each `TestBooking.kind`: the scope of the operation whose `x-booking-kind` names it. */
export const bookingKindReadScopes = {
  transport: "transport:read", // GET /api/b2b/v1/transport/bookings/{id} (getTransportBooking)
  activity: "activities:read", // GET /api/b2b/v1/activities/bookings/{id} (getActivityBooking)
  client: "bookings:view", // GET /api/b2b/v1/bookings/{ref} (getClientBooking)
  desk_sale: "bookings:view", // POST /api/b2b/v1/desk/sales (createDeskSale)
  referral: "bookings:view", // GET /api/b2b/v1/events (listEvents)
  dmc: "bookings:view", // GET /api/b2b/v1/dmc/programmes/{id} (getDmcProgramme)
  corporate: "bookings:view", // GET /api/b2b/v1/corporate/requests (listCorporateRequests)
} as const satisfies Record<components['schemas']['TestBooking']['kind'], components['schemas']['Scope']>;
