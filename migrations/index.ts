import type { Knex } from 'knex';
import * as platformTables from './20261122090000_create_platform_tables';
import * as developerRegistrations from './20261122090100_create_developer_registrations';
import * as tradeDeskRequests from './20261122090200_create_trade_desk_requests';
import * as fxRates from './20261122090300_create_fx_rates';
import * as accountsAndApiKeys from './20261122100000_create_accounts_and_api_keys';
import * as commercialTerms from './20261122110000_add_commercial_terms_to_accounts';
import * as idempotencyKeys from './20261122110100_create_idempotency_keys';
import * as idempotencyLeases from './20261122143000_scope_idempotency_keys_with_leases';
import * as engineTables from './20261122170000_create_engine_tables';
import * as billingPeriods from './20261122180000_create_billing_periods';
import * as hotelDeskDays from './20261122180500_create_hotel_desk_days';
import * as mailOutbox from './20261122190000_create_mail_outbox';
import * as users from './20261122200000_create_users';
import * as publicLinks from './20261123090000_create_public_links_and_referrals';
import * as corporateTables from './20261123100000_create_corporate_tables';
import * as dmcProgrammes from './20261123110000_create_dmc_programmes';
import * as guideProperties from './20261123120000_create_guide_properties';
import * as bookingProductId from './20261123120100_widen_booking_product_id';
import * as sites from './20261123130000_create_sites';
import * as affiliates from './20261123140000_create_affiliates_and_widgets';
import * as webhooks from './20261124090000_create_webhooks';
import * as dmcAndShuttleFils from './20261126090000_store_dmc_versions_and_shuttle_runs_in_fils';
import * as corporateAndDmcLineFils from './20261126090100_store_corporate_estimates_and_dmc_lines_in_fils';
import * as operatorIdentity from './20261126091000_create_operator_identity';
import * as bankTransferCredits from './20261126093000_create_bank_transfer_credits';
import * as accountLegalDetails from './20261126100000_add_legal_details_to_accounts';
import * as bookingReferences from './20261126110000_add_booking_references';
import * as finishDeskAnswers from './20261126140000_finish_desk_answers';
import * as dispatch from './20261126150000_create_dispatch';
import * as partnerApplications from './20261126160000_create_partner_applications';
import * as staffAndAudit from './20261126170000_create_staff_and_audit_events';
import * as bankTransferDetails from './20261126180000_add_transfer_details_to_bank_transfer_credits';
import * as deskTaskClaims from './20261126181500_add_desk_task_claims';
import * as staffLastSignIn from './20261126190000_add_staff_last_sign_in';
import * as deskTaskClaimActivity from './20261128110000_add_desk_task_claim_activity';
import * as staffSignInGates from './20261128111000_create_staff_sign_in_gates';
import * as canonicalBankKeys from './20261128120000_key_bank_transfer_credits_canonically';
import * as appendOnlyGuards from './20261128150000_guard_append_only_tables';
import * as openApplications from './20261128150100_one_open_application_per_email_and_trn';
import * as bookingsStartsAt from './20261128170000_add_bookings_starts_at';
import * as issuedDocuments from './20261128190000_create_issued_documents';
import * as legalCountry from './20261128190100_add_legal_country_to_accounts';
import * as applicationRecipient from './20261128194000_add_recipient_details_to_partner_applications';
import * as creditNotes from './20261128192000_create_credit_notes';
import * as einvoiceTransmissions from './20261128195000_create_einvoice_transmissions';
import * as bookingTrips from './20261128210000_create_booking_trips';
import * as places from './20261128211000_create_places';
import * as placeCatalogue from './20261128211100_load_place_catalogue';
import * as tripLocations from './20261128212000_store_trip_locations';
import * as trackBookingFlights from './20261128213000_track_booking_flights';
import * as partitionClocks from './20261128214000_add_partition_clocks';
import * as smsOutbox from './20261128215000_create_sms_outbox';
import * as driverLinks from './20261128215100_create_driver_links_and_sessions';
import * as deskTaskOnceKey from './20261128216000_add_desk_task_once_key';
import * as liveTripsByPickup from './20261128216100_index_live_trips_by_pickup';
import * as tripTravellerMail from './20261128216500_add_trip_traveller_mailed_at';
import * as portalLogins from './20261129010000_create_portal_logins_and_sessions';
import * as oneOwner from './20261129020000_one_owner_per_partition';
import * as requestLogs from './20261129030000_create_request_logs_and_key_origins';
import * as voucherEmails from './20261129040000_create_voucher_emails';
import * as eventsBySubjectId from './20261129040100_index_events_by_subject_id';
import * as partitionProformas from './20261129050000_partition_proformas_and_add_topup_scope';
import * as bankReferenceDigits from './20261129060000_fold_digits_in_bank_reference_keys';

interface Migration {
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

// Listed here rather than read from the directory so the same list works from TypeScript
// (tests) and from the compiled JavaScript (npm start). Append new migrations in order.
const migrations: ReadonlyArray<[string, Migration]> = [
  ['20261122090000_create_platform_tables', platformTables],
  ['20261122090100_create_developer_registrations', developerRegistrations],
  ['20261122090200_create_trade_desk_requests', tradeDeskRequests],
  ['20261122090300_create_fx_rates', fxRates],
  ['20261122100000_create_accounts_and_api_keys', accountsAndApiKeys],
  ['20261122110000_add_commercial_terms_to_accounts', commercialTerms],
  ['20261122110100_create_idempotency_keys', idempotencyKeys],
  ['20261122143000_scope_idempotency_keys_with_leases', idempotencyLeases],
  ['20261122170000_create_engine_tables', engineTables],
  ['20261122180000_create_billing_periods', billingPeriods],
  ['20261122180500_create_hotel_desk_days', hotelDeskDays],
  ['20261122190000_create_mail_outbox', mailOutbox],
  ['20261122200000_create_users', users],
  ['20261123090000_create_public_links_and_referrals', publicLinks],
  ['20261123100000_create_corporate_tables', corporateTables],
  ['20261123110000_create_dmc_programmes', dmcProgrammes],
  ['20261123120000_create_guide_properties', guideProperties],
  ['20261123120100_widen_booking_product_id', bookingProductId],
  ['20261123130000_create_sites', sites],
  ['20261123140000_create_affiliates_and_widgets', affiliates],
  ['20261124090000_create_webhooks', webhooks],
  ['20261126090000_store_dmc_versions_and_shuttle_runs_in_fils', dmcAndShuttleFils],
  ['20261126090100_store_corporate_estimates_and_dmc_lines_in_fils', corporateAndDmcLineFils],
  ['20261126091000_create_operator_identity', operatorIdentity],
  ['20261126093000_create_bank_transfer_credits', bankTransferCredits],
  ['20261126100000_add_legal_details_to_accounts', accountLegalDetails],
  ['20261126110000_add_booking_references', bookingReferences],
  ['20261126140000_finish_desk_answers', finishDeskAnswers],
  ['20261126150000_create_dispatch', dispatch],
  ['20261126160000_create_partner_applications', partnerApplications],
  ['20261126170000_create_staff_and_audit_events', staffAndAudit],
  ['20261126180000_add_transfer_details_to_bank_transfer_credits', bankTransferDetails],
  ['20261126181500_add_desk_task_claims', deskTaskClaims],
  ['20261126190000_add_staff_last_sign_in', staffLastSignIn],
  ['20261128110000_add_desk_task_claim_activity', deskTaskClaimActivity],
  ['20261128111000_create_staff_sign_in_gates', staffSignInGates],
  ['20261128120000_key_bank_transfer_credits_canonically', canonicalBankKeys],
  ['20261128150000_guard_append_only_tables', appendOnlyGuards],
  ['20261128150100_one_open_application_per_email_and_trn', openApplications],
  ['20261128170000_add_bookings_starts_at', bookingsStartsAt],
  ['20261128190000_create_issued_documents', issuedDocuments],
  ['20261128190100_add_legal_country_to_accounts', legalCountry],
  ['20261128192000_create_credit_notes', creditNotes],
  ['20261128194000_add_recipient_details_to_partner_applications', applicationRecipient],
  ['20261128195000_create_einvoice_transmissions', einvoiceTransmissions],
  ['20261128210000_create_booking_trips', bookingTrips],
  ['20261128211000_create_places', places],
  ['20261128211100_load_place_catalogue', placeCatalogue],
  ['20261128212000_store_trip_locations', tripLocations],
  ['20261128213000_track_booking_flights', trackBookingFlights],
  ['20261128214000_add_partition_clocks', partitionClocks],
  ['20261128215000_create_sms_outbox', smsOutbox],
  ['20261128215100_create_driver_links_and_sessions', driverLinks],
  ['20261128216000_add_desk_task_once_key', deskTaskOnceKey],
  ['20261128216100_index_live_trips_by_pickup', liveTripsByPickup],
  ['20261128216500_add_trip_traveller_mailed_at', tripTravellerMail],
  ['20261129010000_create_portal_logins_and_sessions', portalLogins],
  ['20261129020000_one_owner_per_partition', oneOwner],
  ['20261129030000_create_request_logs_and_key_origins', requestLogs],
  ['20261129040000_create_voucher_emails', voucherEmails],
  ['20261129040100_index_events_by_subject_id', eventsBySubjectId],
  ['20261129050000_partition_proformas_and_add_topup_scope', partitionProformas],
  ['20261129060000_fold_digits_in_bank_reference_keys', bankReferenceDigits],
];

export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => [...migrations],
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};

export const migrationNames = migrations.map(([name]) => name);
