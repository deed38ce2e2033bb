import type { Schemas } from '../../api';
import { useLang, type Lang } from '../../i18n';

/**
 * The names of what the API gives as codes (a booking's kind and status, a tariff zone, a vehicle
 * class, a kind of place …), in each of the portal's languages, for every booking screen. The
 * compiler holds each table to every value of its enum.
 */
type Table<K extends string> = Readonly<Record<K, string>>;

interface Labels {
  kinds: Table<Schemas['BookingKind']>;
  statuses: Table<Schemas['BookingStatus'] | 'settled'>;
  zones: Table<Schemas['TransportZone']>;
  vehicles: Table<Schemas['VehicleClass']>;
  placeKinds: Table<Schemas['PlaceKind']>;
  emirates: Table<Schemas['ActivityEmirate']>;
  categories: Table<Schemas['ActivityCategory']>;
  languages: Table<Schemas['ActivityLanguage']>;
  slots: Table<Schemas['ActivitySlotStatus']>;
  trips: Table<Schemas['TripStatus']>;
  flights: Table<Schemas['BookingFlight']['status']>;
  directions: Table<Schemas['TransportDirection']>;
  requests: Table<Schemas['ClientBookingDeskRequest']['status']>;
  services: Table<Schemas['ClientBookingDeskService']>;
  changeFields: Table<keyof Schemas['ClientBookingChanges'] | keyof Schemas['TransportBookingChanges']>;
  events: Readonly<Record<string, string>>;
}

const EN: Labels = {
  kinds: { transport: 'Transfer', activity: 'Tour or activity', client: 'Booking for a client', desk_sale: 'Hotel desk sale', referral: 'Visitor’s booking request', dmc: 'DMC programme service', corporate: 'Corporate transfer' },
  statuses: { on_request: 'On request', confirmed: 'Confirmed', driver_assigned: 'Driver assigned', completed: 'Completed', no_show: 'No-show', declined: 'Declined', cancelled: 'Cancelled', settled: 'Settled' },
  zones: {
    DOWNTOWN_DUBAI: 'Downtown Dubai', BUSINESS_BAY: 'Business Bay', DEIRA: 'Deira', DUBAI_MARINA: 'Dubai Marina', JUMEIRAH_BEACH_RESIDENCE: 'Jumeirah Beach Residence (JBR)', PALM_JUMEIRAH: 'Palm Jumeirah', AL_BARSHA: 'Al Barsha',
    ABU_DHABI_CITY: 'Abu Dhabi city', YAS_ISLAND: 'Yas Island', SAADIYAT_ISLAND: 'Saadiyat Island', SHARJAH_CITY: 'Sharjah city', AJMAN: 'Ajman', RAS_AL_KHAIMAH: 'Ras Al Khaimah', FUJAIRAH: 'Fujairah', AL_AIN: 'Al Ain',
  },
  vehicles: { EXECUTIVE_SEDAN: 'Executive saloon (up to 3 passengers, 3 bags)', VIP_V_CLASS: 'Executive van (up to 7 passengers, 7 bags)', LUXURY_COACH: 'Coach (up to 30 passengers, 30 bags)' },
  placeKinds: { hotel: 'Hotel', mall: 'Mall', landmark: 'Landmark', airport_terminal: 'Airport', cruise_terminal: 'Cruise terminal', station: 'Station', hospital: 'Hospital', venue: 'Venue' },
  emirates: { ABU_DHABI: 'Abu Dhabi', DUBAI: 'Dubai', SHARJAH: 'Sharjah', AJMAN: 'Ajman', UMM_AL_QUWAIN: 'Umm Al Quwain', RAS_AL_KHAIMAH: 'Ras Al Khaimah', FUJAIRAH: 'Fujairah' },
  categories: { desert_safari: 'Desert safari', city_tour: 'City tour', cruise: 'Cruise', attraction: 'Attraction', theme_park: 'Theme park', adventure: 'Adventure', water_activity: 'Water activity' },
  languages: { en: 'English', ar: 'Arabic', ru: 'Russian', de: 'German', fr: 'French', zh: 'Chinese', hi: 'Hindi', es: 'Spanish', it: 'Italian' },
  slots: { available: 'Available', limited: 'Few left', sold_out: 'Sold out', closed: 'Closed', on_request: 'On request' },
  trips: { scheduled: 'Scheduled: no driver yet', driver_assigned: 'Driver assigned', en_route: 'Driver on the way', arrived: 'Driver at the pickup', on_board: 'Traveller on board', completed: 'Completed', no_show: 'No-show' },
  flights: { scheduled: 'On schedule', delayed: 'Delayed', landed: 'Landed', diverted: 'Diverted', cancelled: 'Cancelled', unknown: 'No news yet' },
  directions: { arrival: 'Arrival: the pickup is at the airport', departure: 'Departure: the drop-off is at the airport', point_to_point: 'Between two places' },
  requests: { open: 'With the trade desk', accepted: 'Accepted', declined: 'Declined', withdrawn: 'Withdrawn' },
  services: { meet_and_greet: 'Meet and greet', wheelchair_assistance: 'Wheelchair assistance', extra_stop: 'An extra stop', extra_waiting_time: 'Extra waiting time', other: 'Something else' },
  changeFields: { pickup_date: 'Pickup date', pickup_time: 'Pickup time', flight_number: 'Flight', vehicle: 'Vehicle', passengers: 'Passengers', bags: 'Suitcases', child_seats: 'Child seats', hours: 'Hours', lead_traveller: 'Lead traveller', notes: 'Notes for the driver' },
  events: {
    'booking.created': 'Booked',
    'booking.confirmed': 'Confirmed by the trade desk',
    'booking.declined': 'Declined by the trade desk',
    'booking.cancelled': 'Cancelled',
    'booking.amended': 'Changed',
    'booking.driver_assigned': 'Driver assigned',
    'booking.driver_unassigned': 'Driver taken off',
    'booking.driver_en_route': 'Driver on the way',
    'booking.driver_arrived': 'Driver at the pickup',
    'booking.passenger_on_board': 'Traveller on board',
    'booking.completed': 'Completed',
    'booking.no_show': 'No-show',
    'booking.flight_updated': 'Flight update',
    'booking.pickup_rescheduled': 'Pickup moved with the flight',
  },
};

const AR: Labels = {
  kinds: { transport: 'نقل', activity: 'جولة أو نشاط', client: 'حجز لعميل', desk_sale: 'بيع من مكتب الفندق', referral: 'طلب حجز من زائر', dmc: 'خدمة ضمن برنامج DMC', corporate: 'نقل للشركات' },
  statuses: { on_request: 'قيد الطلب', confirmed: 'مؤكد', driver_assigned: 'تم تعيين السائق', completed: 'مكتمل', no_show: 'لم يحضر', declined: 'مرفوض', cancelled: 'ملغى', settled: 'مسوّى' },
  zones: {
    DOWNTOWN_DUBAI: 'وسط مدينة دبي', BUSINESS_BAY: 'الخليج التجاري', DEIRA: 'ديرة', DUBAI_MARINA: 'دبي مارينا', JUMEIRAH_BEACH_RESIDENCE: 'جميرا بيتش ريزيدنس (JBR)', PALM_JUMEIRAH: 'نخلة جميرا', AL_BARSHA: 'البرشاء',
    ABU_DHABI_CITY: 'مدينة أبوظبي', YAS_ISLAND: 'جزيرة ياس', SAADIYAT_ISLAND: 'جزيرة السعديات', SHARJAH_CITY: 'مدينة الشارقة', AJMAN: 'عجمان', RAS_AL_KHAIMAH: 'رأس الخيمة', FUJAIRAH: 'الفجيرة', AL_AIN: 'العين',
  },
  vehicles: { EXECUTIVE_SEDAN: 'سيارة صالون تنفيذية (حتى 3 ركاب و3 حقائب)', VIP_V_CLASS: 'فان تنفيذي (حتى 7 ركاب و7 حقائب)', LUXURY_COACH: 'حافلة (حتى 30 راكبًا و30 حقيبة)' },
  placeKinds: { hotel: 'فندق', mall: 'مركز تسوق', landmark: 'معلم', airport_terminal: 'مطار', cruise_terminal: 'محطة سفن سياحية', station: 'محطة', hospital: 'مستشفى', venue: 'مكان فعاليات' },
  emirates: { ABU_DHABI: 'أبوظبي', DUBAI: 'دبي', SHARJAH: 'الشارقة', AJMAN: 'عجمان', UMM_AL_QUWAIN: 'أم القيوين', RAS_AL_KHAIMAH: 'رأس الخيمة', FUJAIRAH: 'الفجيرة' },
  categories: { desert_safari: 'سفاري صحراوية', city_tour: 'جولة في المدينة', cruise: 'رحلة بحرية', attraction: 'معلم سياحي', theme_park: 'مدينة ترفيهية', adventure: 'مغامرة', water_activity: 'نشاط مائي' },
  languages: { en: 'الإنجليزية', ar: 'العربية', ru: 'الروسية', de: 'الألمانية', fr: 'الفرنسية', zh: 'الصينية', hi: 'الهندية', es: 'الإسبانية', it: 'الإيطالية' },
  slots: { available: 'متاح', limited: 'أماكن قليلة', sold_out: 'نفدت الأماكن', closed: 'مغلق', on_request: 'قيد الطلب' },
  trips: { scheduled: 'مجدول: لم يُعيَّن سائق بعد', driver_assigned: 'تم تعيين السائق', en_route: 'السائق في الطريق', arrived: 'السائق في مكان الاستلام', on_board: 'المسافر في السيارة', completed: 'مكتمل', no_show: 'لم يحضر' },
  flights: { scheduled: 'في موعدها', delayed: 'متأخرة', landed: 'هبطت', diverted: 'تحوّلت إلى مطار آخر', cancelled: 'ملغاة', unknown: 'لا أخبار بعد' },
  directions: { arrival: 'وصول: الاستلام من المطار', departure: 'مغادرة: التوصيل إلى المطار', point_to_point: 'بين مكانين' },
  requests: { open: 'لدى مكتب الحجوزات', accepted: 'مقبول', declined: 'مرفوض', withdrawn: 'مسحوب' },
  services: { meet_and_greet: 'الاستقبال والترحيب', wheelchair_assistance: 'مساعدة بكرسي متحرك', extra_stop: 'توقف إضافي', extra_waiting_time: 'وقت انتظار إضافي', other: 'أمر آخر' },
  changeFields: { pickup_date: 'تاريخ الاستلام', pickup_time: 'وقت الاستلام', flight_number: 'الرحلة الجوية', vehicle: 'السيارة', passengers: 'الركاب', bags: 'الحقائب', child_seats: 'مقاعد الأطفال', hours: 'الساعات', lead_traveller: 'المسافر الرئيسي', notes: 'ملاحظات للسائق' },
  events: {
    'booking.created': 'تم الحجز',
    'booking.confirmed': 'أكده مكتب الحجوزات',
    'booking.declined': 'رفضه مكتب الحجوزات',
    'booking.cancelled': 'أُلغي',
    'booking.amended': 'عُدِّل',
    'booking.driver_assigned': 'تم تعيين السائق',
    'booking.driver_unassigned': 'أُلغي تعيين السائق',
    'booking.driver_en_route': 'السائق في الطريق',
    'booking.driver_arrived': 'السائق في مكان الاستلام',
    'booking.passenger_on_board': 'المسافر في السيارة',
    'booking.completed': 'اكتمل',
    'booking.no_show': 'لم يحضر المسافر',
    'booking.flight_updated': 'تحديث الرحلة الجوية',
    'booking.pickup_rescheduled': 'تغيّر موعد الاستلام مع الرحلة الجوية',
  },
};

const LABELS: Readonly<Record<Lang, Labels>> = { en: EN, ar: AR };

export const useLabels = (): Labels => LABELS[useLang().lang];

/** A status as the lists show it, coloured by class (never by inline style). */
export const statusClass = (status: string): string => `status booking-${status}`;
