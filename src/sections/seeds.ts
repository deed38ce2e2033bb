/**
 * The sections' seeders of a fresh test partition, registered in the order they run (a section
 * that books needs the wallet the first one funds). Imported once by the app.
 */
import './transport/seed';
import './activities/seed';
import './clientBookings/seed';
import './hotelDesk/seed';
import './users/seed';
import './guides/seed';
import './site/seed';
import './dmc/seed';
import './corporate/seed';
// After the wallet's seeders: its history runs on the same days (links, clicks, referrals, payouts).
import './affiliates/seed';
// What accepting an amendment does, which the client seed's answered requests need.
import './amendments';
// Last: it closes last month over what the others booked (statement, invoice, notices).
import './notices/seed';
