import type { SectionDefinition } from '../../engine/sections';
import { seedHotelDesk } from './seed';
import { deskSaleOutline, deskSaleView, deskSaleVoucher } from './sales';

/** A hotel's travel desk: its days and what it sells. */
export const hotelDesk: SectionDefinition = {
  name: 'hotelDesk',
  seed: seedHotelDesk,
  bookingViews: { desk_sale: deskSaleView },
  bookingOutlines: { desk_sale: deskSaleOutline },
  vouchers: { desk_sale: deskSaleVoucher },
};
