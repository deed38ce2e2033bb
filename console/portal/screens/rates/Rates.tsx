import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../src/DataTable';
import { QueryState } from '../../../src/QueryState';
import { formatAed, type Schemas } from '../../api';
import { defineWords, fill, useLang, type Lang } from '../../i18n';
import { formatDay } from '../money/format';
import { catalogueFileHref, useRateCatalogue, useRateSheet, type Airport, type RateCatalogueItem, type RateCategory, type RateSheet } from '../../queries/rates';

type VehicleClass = Schemas['VehicleClass'];
type TransportZone = Schemas['TransportZone'];
type TransferRate = RateSheet['transfers'][number];
type HireRate = RateSheet['hourly_hire'][number];
type Supplement = RateSheet['supplements'][number];
type Cancellation = RateSheet['cancellation'][number];

const useWords = defineWords({
  en: {
    title: 'Rates',
    intro: 'Your rates for the season {from} to {to}, at your terms: {terms}. Prices in AED, VAT included.',
    loading: 'Loading…',
    tariff: 'the public tariff',
    commission: 'public prices less your {percent} % commission',
    net_rate: 'net rates, {percent} % below the public prices',
    sheetTitle: 'Rate sheet',
    airport: 'Airport',
    transfersCaption: 'One-way private transfers from and to the airport, by area and vehicle: your price, and the public price (day rate)',
    area: 'Area',
    vehicle: 'Vehicle',
    distance: 'Distance',
    km: '{km} km',
    publicPrice: 'Public price',
    publicShort: 'public {price}',
    yourPrice: 'Your price',
    night: 'From {from} to {to} (UAE time) a transfer costs {percent} % more.',
    hireTitle: 'Chauffeured hire by the hour',
    hireCaption: 'A vehicle with its chauffeur, per hour, within one emirate',
    minimumHours: 'Minimum',
    hours: '{hours} hours',
    perHour: '{price} an hour',
    supplementsTitle: 'Supplements',
    supplementsCaption: 'Supplements added to a booking',
    supplement: 'Supplement',
    per_booking: 'per booking',
    per_hour: 'per hour',
    per_item: 'each',
    cancellationTitle: 'Cancellation',
    cancellationCaption: 'Cancellation policies by kind of service',
    kind: 'Service',
    freeUntil: 'Free until',
    hoursBefore: '{hours} hours before',
    lateFee: 'Late cancellation fee',
    noShowFee: 'No-show fee',
    percent: '{percent} %',
    catalogueTitle: 'Catalogue',
    category: 'Kind',
    allCategories: 'Everything',
    transfer: 'Airport transfers',
    tour: 'Tours',
    vehicle_hire: 'Vehicle hire',
    downloadCsv: 'Download as CSV',
    downloadPdf: 'Download as PDF',
    catalogueCaption: 'What is on sale this season, at your rates',
    item: 'Item',
    unit: 'Per',
    per_vehicle: 'vehicle (up to {people} people)',
    per_person: 'person',
    duration: 'Duration',
    child: 'Child (3 to 11)',
    none: '—',
    more: 'Show more',
  },
  ar: {
    title: 'الأسعار',
    intro: 'أسعارك للموسم من {from} إلى {to}، وفق شروطك: {terms}. الأسعار بالدرهم شاملة ضريبة القيمة المضافة.',
    loading: 'جارٍ التحميل…',
    tariff: 'التعرفة العامة',
    commission: 'الأسعار العامة ناقص عمولتك {percent}٪',
    net_rate: 'أسعار صافية أقل من الأسعار العامة بنسبة {percent}٪',
    sheetTitle: 'جدول الأسعار',
    airport: 'المطار',
    transfersCaption: 'التوصيلات الخاصة باتجاه واحد من المطار وإليه حسب المنطقة والمركبة: سعرك والسعر العام (سعر النهار)',
    area: 'المنطقة',
    vehicle: 'المركبة',
    distance: 'المسافة',
    km: '{km} كم',
    publicPrice: 'السعر العام',
    publicShort: 'العام {price}',
    yourPrice: 'سعرك',
    night: 'من {from} إلى {to} (بتوقيت الإمارات) تزيد تكلفة التوصيل بنسبة {percent}٪.',
    hireTitle: 'استئجار مركبة مع سائق بالساعة',
    hireCaption: 'مركبة مع سائقها، بالساعة، داخل إمارة واحدة',
    minimumHours: 'الحد الأدنى',
    hours: '{hours} ساعات',
    perHour: '{price} للساعة',
    supplementsTitle: 'الإضافات',
    supplementsCaption: 'الإضافات على الحجز',
    supplement: 'الإضافة',
    per_booking: 'لكل حجز',
    per_hour: 'لكل ساعة',
    per_item: 'للقطعة',
    cancellationTitle: 'الإلغاء',
    cancellationCaption: 'سياسات الإلغاء حسب نوع الخدمة',
    kind: 'الخدمة',
    freeUntil: 'مجانًا حتى',
    hoursBefore: 'قبل {hours} ساعة',
    lateFee: 'رسوم الإلغاء المتأخر',
    noShowFee: 'رسوم عدم الحضور',
    percent: '{percent}٪',
    catalogueTitle: 'الكتالوج',
    category: 'النوع',
    allCategories: 'الكل',
    transfer: 'التوصيل من المطار وإليه',
    tour: 'الجولات',
    vehicle_hire: 'استئجار المركبات',
    downloadCsv: 'تنزيل بصيغة CSV',
    downloadPdf: 'تنزيل بصيغة PDF',
    catalogueCaption: 'المعروض للبيع هذا الموسم بأسعارك',
    item: 'البند',
    unit: 'لكل',
    per_vehicle: 'مركبة (حتى {people} أشخاص)',
    per_person: 'شخص',
    duration: 'المدة',
    child: 'طفل (من 3 إلى 11)',
    none: '—',
    more: 'عرض المزيد',
  },
});

type Words = ReturnType<typeof useWords>;

/** The names of the operator's airports, areas and vehicles, as its public pages give them in each language. */
const AIRPORTS: Record<Lang, Record<Airport, string>> = {
  en: { DXB: 'Dubai International (DXB)', DWC: 'Al Maktoum International, Dubai World Central (DWC)', SHJ: 'Sharjah International (SHJ)', AUH: 'Zayed International, Abu Dhabi (AUH)' },
  ar: { DXB: 'مطار دبي الدولي (DXB)', DWC: 'مطار آل مكتوم الدولي، دبي وورلد سنترال (DWC)', SHJ: 'مطار الشارقة الدولي (SHJ)', AUH: 'مطار زايد الدولي، أبوظبي (AUH)' },
};
const AREAS: Record<Lang, Record<TransportZone, string>> = {
  en: {
    DOWNTOWN_DUBAI: 'Downtown Dubai',
    BUSINESS_BAY: 'Business Bay',
    DEIRA: 'Deira',
    DUBAI_MARINA: 'Dubai Marina',
    JUMEIRAH_BEACH_RESIDENCE: 'Jumeirah Beach Residence (JBR)',
    PALM_JUMEIRAH: 'Palm Jumeirah',
    AL_BARSHA: 'Al Barsha',
    ABU_DHABI_CITY: 'Abu Dhabi city',
    YAS_ISLAND: 'Yas Island',
    SAADIYAT_ISLAND: 'Saadiyat Island',
    SHARJAH_CITY: 'Sharjah city',
    AJMAN: 'Ajman',
    RAS_AL_KHAIMAH: 'Ras Al Khaimah',
    FUJAIRAH: 'Fujairah',
    AL_AIN: 'Al Ain',
  },
  ar: {
    DOWNTOWN_DUBAI: 'وسط مدينة دبي',
    BUSINESS_BAY: 'الخليج التجاري',
    DEIRA: 'ديرة',
    DUBAI_MARINA: 'دبي مارينا',
    JUMEIRAH_BEACH_RESIDENCE: 'جميرا بيتش ريزيدنس (JBR)',
    PALM_JUMEIRAH: 'نخلة جميرا',
    AL_BARSHA: 'البرشاء',
    ABU_DHABI_CITY: 'مدينة أبوظبي',
    YAS_ISLAND: 'جزيرة ياس',
    SAADIYAT_ISLAND: 'جزيرة السعديات',
    SHARJAH_CITY: 'مدينة الشارقة',
    AJMAN: 'عجمان',
    RAS_AL_KHAIMAH: 'رأس الخيمة',
    FUJAIRAH: 'الفجيرة',
    AL_AIN: 'العين',
  },
};
const VEHICLES: Record<Lang, Record<VehicleClass, string>> = {
  en: { VIP_V_CLASS: 'Mercedes-Benz V-Class or similar', EXECUTIVE_SEDAN: 'Mercedes-Benz E-Class or similar', LUXURY_COACH: 'Mercedes-Benz Tourismo coach or similar' },
  ar: { VIP_V_CLASS: 'مرسيدس-بنز الفئة V أو ما يماثلها', EXECUTIVE_SEDAN: 'مرسيدس-بنز الفئة E أو ما يماثلها', LUXURY_COACH: 'حافلة مرسيدس-بنز توريزمو أو ما يماثلها' },
};

/** A vehicle as a column of the transfer matrix names it: short, with its seats. */
const VEHICLE_COLUMNS: Record<Lang, Record<VehicleClass, string>> = {
  en: { VIP_V_CLASS: 'V-Class, 7 seats', EXECUTIVE_SEDAN: 'E-Class, 3 seats', LUXURY_COACH: 'Coach, 30 seats' },
  ar: { VIP_V_CLASS: 'الفئة V، 7 مقاعد', EXECUTIVE_SEDAN: 'الفئة E، 3 مقاعد', LUXURY_COACH: 'حافلة، 30 مقعدًا' },
};

const AIRPORT_CODES: readonly Airport[] = ['DXB', 'DWC', 'SHJ', 'AUH'];
const CATEGORIES: readonly RateCategory[] = ['transfer', 'tour', 'vehicle_hire'];

const Price = ({ aed, lang }: { aed: number; lang: Lang }) => <span className="nowrap amount">{formatAed(aed, lang)}</span>;

/** The Rates screen: the account's rate sheet for the season in force and its catalogue, each at the account's terms, the catalogue downloadable. */
export function RatesScreen() {
  const words = useWords();
  const { lang } = useLang();
  const [airport, setAirport] = useState<Airport>('DXB');
  const sheet = useRateSheet(airport);
  return (
    <section aria-labelledby="rates-title" className="rates">
      <h1 id="rates-title" tabIndex={-1}>
        {words.title}
      </h1>
      <QueryState query={sheet} pending={words.loading}>
        {(data) => (
          <>
            <p>{fill(words.intro, { from: formatDay(data.valid_from, lang), to: formatDay(data.valid_to, lang), terms: fill(words[data.terms], { percent: data.terms_percent }) })}</p>
            <section aria-labelledby="sheet-title" className="card part">
              <div className="part-head">
                <h2 id="sheet-title">{words.sheetTitle}</h2>
                <label>
                  {words.airport}{' '}
                  <select value={airport} onChange={(event) => setAirport(AIRPORT_CODES.find((code) => code === event.target.value) ?? 'DXB')}>
                    {AIRPORT_CODES.map((code) => (
                      <option key={code} value={code}>
                        {AIRPORTS[lang][code]}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <Transfers words={words} rates={data.transfers} />
              <p className="muted">{fill(words.night, { from: data.night_surcharge.from, to: data.night_surcharge.to, percent: data.night_surcharge.percent })}</p>
              <Hire words={words} rates={data.hourly_hire} />
              <Supplements words={words} rates={data.supplements} />
              <Cancellations words={words} rules={data.cancellation} />
            </section>
          </>
        )}
      </QueryState>
      <Catalogue words={words} />
    </section>
  );
}

/** One area's transfers from the airport: its distance and each vehicle's rate. */
interface AreaRates {
  place: TransportZone;
  distanceKm: number;
  byVehicle: Partial<Record<VehicleClass, TransferRate>>;
}

const areaColumn = createColumnHelper<AreaRates>();

/** The airport's transfers as a matrix: an area a row, a vehicle a column, your price over the public one. */
function Transfers({ words, rates }: { words: Words; rates: TransferRate[] }) {
  const { lang } = useLang();
  const { areas, vehicles } = useMemo(() => {
    const byPlace = new Map<TransportZone, AreaRates>();
    const seen: VehicleClass[] = [];
    for (const rate of rates) {
      const area = byPlace.get(rate.place) ?? { place: rate.place, distanceKm: rate.distance_km, byVehicle: {} };
      area.byVehicle[rate.vehicle] = rate;
      byPlace.set(rate.place, area);
      if (!seen.includes(rate.vehicle)) seen.push(rate.vehicle);
    }
    return { areas: [...byPlace.values()], vehicles: seen };
  }, [rates]);
  const columns = useMemo(
    () => [
      areaColumn.accessor('place', {
        header: words.area,
        cell: ({ row }) => (
          <>
            {AREAS[lang][row.original.place]}
            <div className="muted small nowrap">{fill(words.km, { km: row.original.distanceKm })}</div>
          </>
        ),
      }),
      ...vehicles.map((vehicle) =>
        areaColumn.display({
          id: vehicle,
          header: VEHICLE_COLUMNS[lang][vehicle],
          cell: ({ row }) => {
            const rate = row.original.byVehicle[vehicle];
            if (!rate) return words.none;
            return (
              <>
                <strong>
                  <Price aed={rate.amount_due_aed} lang={lang} />
                </strong>
                <div className="muted small amount">{fill(words.publicShort, { price: formatAed(rate.public_price_aed, lang) })}</div>
              </>
            );
          },
        }),
      ),
    ],
    [words, lang, vehicles],
  );
  return <DataTable caption={words.transfersCaption} columns={columns} data={areas} rowKey={(row) => row.place} />;
}

const hireColumn = createColumnHelper<HireRate>();

function Hire({ words, rates }: { words: Words; rates: HireRate[] }) {
  const { lang } = useLang();
  const columns = useMemo(
    () => [
      hireColumn.accessor('vehicle', { header: words.vehicle, cell: (cell) => VEHICLES[lang][cell.getValue()] }),
      hireColumn.accessor('minimum_hours', { header: words.minimumHours, cell: (cell) => fill(words.hours, { hours: cell.getValue() }) }),
      hireColumn.accessor('public_price_per_hour_aed', { header: words.publicPrice, cell: (cell) => fill(words.perHour, { price: formatAed(cell.getValue(), lang) }) }),
      hireColumn.accessor('amount_due_per_hour_aed', { header: words.yourPrice, cell: (cell) => <strong className="nowrap">{fill(words.perHour, { price: formatAed(cell.getValue(), lang) })}</strong> }),
    ],
    [words, lang],
  );
  return (
    <section aria-labelledby="hire-title">
      <h3 id="hire-title">{words.hireTitle}</h3>
      <DataTable caption={words.hireCaption} columns={columns} data={rates} rowKey={(row) => row.vehicle} />
    </section>
  );
}

const supplementColumn = createColumnHelper<Supplement>();

function Supplements({ words, rates }: { words: Words; rates: Supplement[] }) {
  const { lang } = useLang();
  const columns = useMemo(
    () => [
      supplementColumn.accessor('name', { header: words.supplement }),
      supplementColumn.accessor('unit', { header: words.unit, cell: (cell) => words[cell.getValue()] }),
      supplementColumn.accessor('public_price_aed', { header: words.publicPrice, cell: (cell) => <Price aed={cell.getValue()} lang={lang} /> }),
      supplementColumn.accessor('amount_due_aed', { header: words.yourPrice, cell: (cell) => <strong><Price aed={cell.getValue()} lang={lang} /></strong> }),
    ],
    [words, lang],
  );
  return (
    <section aria-labelledby="supplements-title">
      <h3 id="supplements-title">{words.supplementsTitle}</h3>
      <DataTable caption={words.supplementsCaption} columns={columns} data={rates} rowKey={(row) => row.code} />
    </section>
  );
}

const cancellationColumn = createColumnHelper<Cancellation>();

function Cancellations({ words, rules }: { words: Words; rules: Cancellation[] }) {
  const columns = useMemo(
    () => [
      cancellationColumn.accessor('category', { header: words.kind, cell: (cell) => words[cell.getValue()] }),
      cancellationColumn.accessor('free_until_hours_before', { header: words.freeUntil, cell: (cell) => fill(words.hoursBefore, { hours: cell.getValue() }) }),
      cancellationColumn.accessor('late_cancellation_fee_percent', { header: words.lateFee, cell: (cell) => fill(words.percent, { percent: cell.getValue() }) }),
      cancellationColumn.accessor('no_show_fee_percent', { header: words.noShowFee, cell: (cell) => fill(words.percent, { percent: cell.getValue() }) }),
    ],
    [words],
  );
  return (
    <section aria-labelledby="cancellation-title">
      <h3 id="cancellation-title">{words.cancellationTitle}</h3>
      <DataTable caption={words.cancellationCaption} columns={columns} data={rules} rowKey={(row) => row.category} />
    </section>
  );
}

const itemColumn = createColumnHelper<RateCatalogueItem>();

function Catalogue({ words }: { words: Words }) {
  const { lang } = useLang();
  const [category, setCategory] = useState<RateCategory | ''>('');
  const { query, rows } = useRateCatalogue(category);
  const columns = useMemo(
    () => [
      itemColumn.accessor('name', {
        header: words.item,
        cell: ({ row }) => (
          <>
            {row.original.name}
            <div className="muted small">
              <code>{row.original.code}</code>
            </div>
          </>
        ),
      }),
      itemColumn.accessor('unit', {
        header: words.unit,
        cell: ({ row }) => (row.original.unit === 'per_vehicle' ? fill(words.per_vehicle, { people: row.original.max_people }) : words.per_person),
      }),
      itemColumn.accessor('duration_hours', { header: words.duration, cell: (cell) => (cell.getValue() === null ? words.none : fill(words.hours, { hours: cell.getValue() as number })) }),
      itemColumn.accessor((row) => row.price.public_price_aed, { id: 'public', header: words.publicPrice, cell: (cell) => <Price aed={cell.getValue()} lang={lang} /> }),
      itemColumn.accessor((row) => row.price.amount_due_aed, { id: 'yours', header: words.yourPrice, cell: (cell) => <strong><Price aed={cell.getValue()} lang={lang} /></strong> }),
      itemColumn.accessor((row) => row.child_price?.amount_due_aed ?? null, { id: 'child', header: words.child, cell: (cell) => (cell.getValue() === null ? words.none : <Price aed={cell.getValue() as number} lang={lang} />) }),
    ],
    [words, lang],
  );
  return (
    <section aria-labelledby="catalogue-title" className="card part">
      <div className="part-head">
        <h2 id="catalogue-title">{words.catalogueTitle}</h2>
        <label>
          {words.category}{' '}
          <select value={category} onChange={(event) => setCategory(CATEGORIES.find((one) => one === event.target.value) ?? '')}>
            <option value="">{words.allCategories}</option>
            {CATEGORIES.map((one) => (
              <option key={one} value={one}>
                {words[one]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p>
        <a href={catalogueFileHref('csv', category)} download>
          {words.downloadCsv}
        </a>
        {' · '}
        <a href={catalogueFileHref('pdf', category)} download>
          {words.downloadPdf}
        </a>
      </p>
      <QueryState query={query} pending={words.loading} more={words.more}>
        {() => <DataTable caption={words.catalogueCaption} columns={columns} data={rows} rowKey={(row) => row.code} />}
      </QueryState>
    </section>
  );
}
