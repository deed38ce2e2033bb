/**
 * The job page's words in the four languages it offers: English, Arabic (right to left), Hindi and
 * Urdu (right to left). Every text the page shows is a key of `EN`; each other language gives every
 * key (the type says so), written for drivers as they speak at work. Times are the UAE's wall clock
 * in each language's own way of writing dates, with Latin digits (as phone numbers, plates and
 * flight numbers are written in the UAE).
 */
export type Language = 'en' | 'ar' | 'hi' | 'ur';

export interface LanguageInfo {
  code: Language;
  /** The language's own name, as its speakers look for it. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** The BCP 47 locale dates and times are written in. */
  locale: string;
}

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'en', name: 'English', dir: 'ltr', locale: 'en-GB' },
  { code: 'ar', name: 'العربية', dir: 'rtl', locale: 'ar-AE-u-nu-latn' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr', locale: 'hi-IN-u-nu-latn' },
  { code: 'ur', name: 'اردو', dir: 'rtl', locale: 'ur-PK-u-nu-latn' },
];

const EN = {
  title: 'My jobs',
  hello: 'Hello, {name}',
  language: 'Language',
  signOut: 'Sign out',
  today: 'Today',
  tomorrow: 'Tomorrow',
  noJobs: 'No jobs on this day.',
  loading: 'Loading your jobs…',
  opening: 'Opening your jobs…',
  linkRefused: 'This link has been used already or has expired. Ask dispatch to send you a new one.',
  noSession: 'Open the job link from your SMS or WhatsApp message to see your jobs.',
  sessionEnded: 'Your session has ended. Open the latest job link from dispatch.',
  failed: 'Something went wrong: {message}',
  retry: 'Try again',
  offline: 'You are offline. Your steps are saved on this phone and sent when you are back online.',
  pending: 'Waiting to send: {steps}',
  refused: 'Not accepted: {message}',
  dismiss: 'Dismiss',
  job: 'Job {reference}',
  pickupTime: 'Pickup',
  traveller: 'Traveller',
  party: 'Party',
  waiting: 'Waiting to send',
  call: 'Call {phone}',
  noPhone: 'No phone number given',
  passengers: 'Passengers: {count}',
  bags: 'Bags: {count}',
  pickupPlace: 'Pickup place',
  meetingPoint: 'Meeting point',
  openMap: 'Open in Maps',
  route: 'Route',
  flight: 'Flight {number}',
  flightExpected: 'expected {time}',
  flightLanded: 'landed {time}',
  flightDivertedTo: 'diverted to {airport}',
  notes: 'Notes',
  vehicle: 'Vehicle',
  freeWaiting: 'Free waiting: {minutes} min',
  showNameBoard: 'Show name board',
  nameBoard: 'Name board',
  close: 'Close',
  accepted: 'Accepted',
  eta: 'Expected at the pickup {time}',
  sharing: 'Sharing your location with the traveller',
  locationOff: 'Location is off: allow this page to use your location so the traveller can see you coming.',
  noShowFrom: 'No-show possible from {time}',
  noShowTitle: 'Passenger did not come?',
  noShowText: 'Record a no-show for {name}. The time and your location are saved with it.',
  noShowNote: 'What did you do to find the passenger?',
  noShowConfirm: 'Record no-show',
  cancel: 'Cancel',
  'status.scheduled': 'Not assigned',
  'status.driver_assigned': 'Assigned to you',
  'status.en_route': 'On the way',
  'status.arrived': 'At the pickup',
  'status.on_board': 'Passenger on board',
  'status.completed': 'Completed',
  'status.no_show': 'No-show',
  'step.accept': 'Accept job',
  'step.en_route': "I'm on my way",
  'step.arrived': "I've arrived",
  'step.on_board': 'Passenger on board',
  'step.completed': 'Trip completed',
  'step.no_show': 'Passenger did not come',
  'flight.scheduled': 'on schedule',
  'flight.delayed': 'delayed',
  'flight.landed': 'landed',
  'flight.diverted': 'diverted',
  'flight.cancelled': 'cancelled',
  'flight.unknown': 'no news yet',
  'flight.not_tracked': 'not tracked',
} as const;

export type TextKey = keyof typeof EN;
type Words = Readonly<Record<TextKey, string>>;

const AR: Words = {
  title: 'مهامي',
  hello: 'مرحبًا، {name}',
  language: 'اللغة',
  signOut: 'تسجيل الخروج',
  today: 'اليوم',
  tomorrow: 'غدًا',
  noJobs: 'لا توجد مهام في هذا اليوم.',
  loading: 'جارٍ تحميل مهامك…',
  opening: 'جارٍ فتح مهامك…',
  linkRefused: 'هذا الرابط استُخدم من قبل أو انتهت صلاحيته. اطلب من قسم التوزيع أن يرسل لك رابطًا جديدًا.',
  noSession: 'افتح رابط المهمة من رسالة SMS أو واتساب لرؤية مهامك.',
  sessionEnded: 'انتهت جلستك. افتح أحدث رابط مهمة من قسم التوزيع.',
  failed: 'حدث خطأ: {message}',
  retry: 'أعد المحاولة',
  offline: 'أنت غير متصل بالإنترنت. تُحفظ خطواتك على هذا الهاتف وتُرسل عند عودة الاتصال.',
  pending: 'بانتظار الإرسال: {steps}',
  refused: 'لم تُقبل: {message}',
  dismiss: 'إخفاء',
  job: 'المهمة {reference}',
  pickupTime: 'موعد الاستلام',
  traveller: 'الراكب',
  party: 'الركاب والأمتعة',
  waiting: 'بانتظار الإرسال',
  call: 'اتصل بـ {phone}',
  noPhone: 'لم يُذكر رقم هاتف',
  passengers: 'عدد الركاب: {count}',
  bags: 'عدد الحقائب: {count}',
  pickupPlace: 'مكان الاستلام',
  meetingPoint: 'نقطة اللقاء',
  openMap: 'افتح في الخرائط',
  route: 'المسار',
  flight: 'الرحلة الجوية {number}',
  flightExpected: 'الوصول المتوقع {time}',
  flightLanded: 'هبطت {time}',
  flightDivertedTo: 'حُوِّلت إلى {airport}',
  notes: 'ملاحظات',
  vehicle: 'السيارة',
  freeWaiting: 'الانتظار المجاني: {minutes} دقيقة',
  showNameBoard: 'اعرض لوحة الاسم',
  nameBoard: 'لوحة الاسم',
  close: 'إغلاق',
  accepted: 'مقبولة',
  eta: 'الوصول المتوقع إلى مكان الاستلام {time}',
  sharing: 'تتم مشاركة موقعك مع الراكب',
  locationOff: 'الموقع مغلق: اسمح لهذه الصفحة باستخدام موقعك ليرى الراكب أنك قادم.',
  noShowFrom: 'يمكن تسجيل عدم الحضور ابتداءً من {time}',
  noShowTitle: 'الراكب لم يحضر؟',
  noShowText: 'سجّل عدم حضور {name}. يُحفظ الوقت وموقعك مع التسجيل.',
  noShowNote: 'ماذا فعلت للعثور على الراكب؟',
  noShowConfirm: 'سجّل عدم الحضور',
  cancel: 'إلغاء',
  'status.scheduled': 'غير مسندة',
  'status.driver_assigned': 'مسندة إليك',
  'status.en_route': 'في الطريق',
  'status.arrived': 'في مكان الاستلام',
  'status.on_board': 'الراكب في السيارة',
  'status.completed': 'مكتملة',
  'status.no_show': 'لم يحضر الراكب',
  'step.accept': 'قبول المهمة',
  'step.en_route': 'أنا في الطريق',
  'step.arrived': 'وصلت',
  'step.on_board': 'الراكب في السيارة',
  'step.completed': 'انتهت الرحلة',
  'step.no_show': 'الراكب لم يحضر',
  'flight.scheduled': 'في موعدها',
  'flight.delayed': 'متأخرة',
  'flight.landed': 'هبطت',
  'flight.diverted': 'حُوِّلت إلى مطار آخر',
  'flight.cancelled': 'أُلغيت',
  'flight.unknown': 'لا توجد معلومات بعد',
  'flight.not_tracked': 'غير متابَعة',
};

const HI: Words = {
  title: 'मेरे काम',
  hello: 'नमस्ते, {name}',
  language: 'भाषा',
  signOut: 'साइन आउट',
  today: 'आज',
  tomorrow: 'कल',
  noJobs: 'इस दिन कोई काम नहीं है।',
  loading: 'आपके काम लोड हो रहे हैं…',
  opening: 'आपके काम खुल रहे हैं…',
  linkRefused: 'यह लिंक पहले ही इस्तेमाल हो चुका है या इसकी अवधि खत्म हो गई है। डिस्पैच से नया लिंक भेजने को कहें।',
  noSession: 'अपने काम देखने के लिए SMS या WhatsApp संदेश में आया काम का लिंक खोलें।',
  sessionEnded: 'आपका सत्र खत्म हो गया है। डिस्पैच से आया सबसे नया लिंक खोलें।',
  failed: 'कुछ गड़बड़ हो गई: {message}',
  retry: 'फिर से कोशिश करें',
  offline: 'आप ऑफ़लाइन हैं। आपके कदम इस फ़ोन पर सहेजे गए हैं और ऑनलाइन होते ही भेज दिए जाएँगे।',
  pending: 'भेजे जाने की प्रतीक्षा में: {steps}',
  refused: 'स्वीकार नहीं हुआ: {message}',
  dismiss: 'हटाएँ',
  job: 'काम {reference}',
  pickupTime: 'पिकअप का समय',
  traveller: 'यात्री',
  party: 'यात्री और सामान',
  waiting: 'भेजे जाने की प्रतीक्षा',
  call: '{phone} पर कॉल करें',
  noPhone: 'फ़ोन नंबर नहीं दिया गया',
  passengers: 'यात्री: {count}',
  bags: 'बैग: {count}',
  pickupPlace: 'पिकअप की जगह',
  meetingPoint: 'मिलने की जगह',
  openMap: 'मैप में खोलें',
  route: 'रास्ता',
  flight: 'फ़्लाइट {number}',
  flightExpected: 'अनुमानित आगमन {time}',
  flightLanded: '{time} पर उतरी',
  flightDivertedTo: '{airport} की ओर मोड़ी गई',
  notes: 'टिप्पणियाँ',
  vehicle: 'गाड़ी',
  freeWaiting: 'मुफ़्त इंतज़ार: {minutes} मिनट',
  showNameBoard: 'नाम की तख्ती दिखाएँ',
  nameBoard: 'नाम की तख्ती',
  close: 'बंद करें',
  accepted: 'स्वीकार किया',
  eta: 'पिकअप पर पहुँचने का अनुमानित समय {time}',
  sharing: 'आपकी लोकेशन यात्री के साथ साझा हो रही है',
  locationOff: 'लोकेशन बंद है: इस पेज को अपनी लोकेशन इस्तेमाल करने दें ताकि यात्री देख सके कि आप आ रहे हैं।',
  noShowFrom: '{time} से "यात्री नहीं आया" दर्ज कर सकते हैं',
  noShowTitle: 'यात्री नहीं आया?',
  noShowText: '{name} के न आने को दर्ज करें। समय और आपकी लोकेशन इसके साथ सहेजी जाएगी।',
  noShowNote: 'यात्री को ढूँढने के लिए आपने क्या किया?',
  noShowConfirm: '"नहीं आया" दर्ज करें',
  cancel: 'रद्द करें',
  'status.scheduled': 'सौंपा नहीं गया',
  'status.driver_assigned': 'आपको सौंपा गया',
  'status.en_route': 'रास्ते में',
  'status.arrived': 'पिकअप की जगह पर',
  'status.on_board': 'यात्री गाड़ी में',
  'status.completed': 'पूरा हुआ',
  'status.no_show': 'यात्री नहीं आया',
  'step.accept': 'काम स्वीकार करें',
  'step.en_route': 'मैं रास्ते में हूँ',
  'step.arrived': 'मैं पहुँच गया',
  'step.on_board': 'यात्री गाड़ी में बैठ गया',
  'step.completed': 'यात्रा पूरी हुई',
  'step.no_show': 'यात्री नहीं आया',
  'flight.scheduled': 'समय पर',
  'flight.delayed': 'देरी से',
  'flight.landed': 'उतर चुकी',
  'flight.diverted': 'दूसरे हवाई अड्डे की ओर मोड़ी गई',
  'flight.cancelled': 'रद्द',
  'flight.unknown': 'अभी कोई जानकारी नहीं',
  'flight.not_tracked': 'ट्रैक नहीं हो रही',
};

const UR: Words = {
  title: 'میرے کام',
  hello: 'السلام علیکم، {name}',
  language: 'زبان',
  signOut: 'سائن آؤٹ',
  today: 'آج',
  tomorrow: 'کل',
  noJobs: 'اس دن کوئی کام نہیں۔',
  loading: 'آپ کے کام لوڈ ہو رہے ہیں…',
  opening: 'آپ کے کام کھل رہے ہیں…',
  linkRefused: 'یہ لنک پہلے ہی استعمال ہو چکا ہے یا اس کی میعاد ختم ہو گئی ہے۔ ڈسپیچ سے نیا لنک بھیجنے کو کہیں۔',
  noSession: 'اپنے کام دیکھنے کے لیے SMS یا WhatsApp پیغام میں آیا ہوا کام کا لنک کھولیں۔',
  sessionEnded: 'آپ کا سیشن ختم ہو گیا ہے۔ ڈسپیچ کا بھیجا ہوا تازہ ترین لنک کھولیں۔',
  failed: 'کچھ غلط ہو گیا: {message}',
  retry: 'دوبارہ کوشش کریں',
  offline: 'آپ آف لائن ہیں۔ آپ کے اقدامات اس فون پر محفوظ ہیں اور آن لائن ہوتے ہی بھیج دیے جائیں گے۔',
  pending: 'بھیجے جانے کے منتظر: {steps}',
  refused: 'قبول نہیں ہوا: {message}',
  dismiss: 'ہٹائیں',
  job: 'کام {reference}',
  pickupTime: 'پک اپ کا وقت',
  traveller: 'مسافر',
  party: 'مسافر اور سامان',
  waiting: 'بھیجے جانے کا منتظر',
  call: '{phone} پر کال کریں',
  noPhone: 'فون نمبر نہیں دیا گیا',
  passengers: 'مسافر: {count}',
  bags: 'بیگ: {count}',
  pickupPlace: 'پک اپ کی جگہ',
  meetingPoint: 'ملنے کی جگہ',
  openMap: 'نقشے میں کھولیں',
  route: 'راستہ',
  flight: 'پرواز {number}',
  flightExpected: 'متوقع آمد {time}',
  flightLanded: '{time} پر اتری',
  flightDivertedTo: '{airport} کی طرف موڑ دی گئی',
  notes: 'ہدایات',
  vehicle: 'گاڑی',
  freeWaiting: 'مفت انتظار: {minutes} منٹ',
  showNameBoard: 'نام کی تختی دکھائیں',
  nameBoard: 'نام کی تختی',
  close: 'بند کریں',
  accepted: 'قبول کر لیا',
  eta: 'پک اپ پر متوقع آمد {time}',
  sharing: 'آپ کی لوکیشن مسافر کے ساتھ شیئر ہو رہی ہے',
  locationOff: 'لوکیشن بند ہے: اس صفحے کو اپنی لوکیشن استعمال کرنے دیں تاکہ مسافر دیکھ سکے کہ آپ آ رہے ہیں۔',
  noShowFrom: '{time} سے "مسافر نہیں آیا" درج کر سکتے ہیں',
  noShowTitle: 'مسافر نہیں آیا؟',
  noShowText: '{name} کے نہ آنے کو درج کریں۔ وقت اور آپ کی لوکیشن اس کے ساتھ محفوظ ہو گی۔',
  noShowNote: 'مسافر کو ڈھونڈنے کے لیے آپ نے کیا کیا؟',
  noShowConfirm: '"نہیں آیا" درج کریں',
  cancel: 'منسوخ کریں',
  'status.scheduled': 'سونپا نہیں گیا',
  'status.driver_assigned': 'آپ کو سونپا گیا',
  'status.en_route': 'راستے میں',
  'status.arrived': 'پک اپ کی جگہ پر',
  'status.on_board': 'مسافر گاڑی میں',
  'status.completed': 'مکمل',
  'status.no_show': 'مسافر نہیں آیا',
  'step.accept': 'کام قبول کریں',
  'step.en_route': 'میں راستے میں ہوں',
  'step.arrived': 'میں پہنچ گیا',
  'step.on_board': 'مسافر گاڑی میں بیٹھ گیا',
  'step.completed': 'سفر مکمل ہوا',
  'step.no_show': 'مسافر نہیں آیا',
  'flight.scheduled': 'وقت پر',
  'flight.delayed': 'تاخیر سے',
  'flight.landed': 'اتر چکی',
  'flight.diverted': 'دوسرے ہوائی اڈے کی طرف موڑ دی گئی',
  'flight.cancelled': 'منسوخ',
  'flight.unknown': 'ابھی کوئی اطلاع نہیں',
  'flight.not_tracked': 'ٹریک نہیں ہو رہی',
};

const WORDS: Readonly<Record<Language, Words>> = { en: EN, ar: AR, hi: HI, ur: UR };

export const languageInfo = (code: Language): LanguageInfo => LANGUAGES.find((language) => language.code === code) as LanguageInfo;

export const isLanguage = (code: string): code is Language => LANGUAGES.some((language) => language.code === code);

/** A text of `language` with its `{placeholders}` filled in. */
export function translate(language: Language, key: TextKey, values: Readonly<Record<string, string | number>> = {}): string {
  return WORDS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const UAE = 'Asia/Dubai';

/** `14:30`: an instant's time in the UAE, in the language's way of writing it. */
export const uaeClock = (language: Language, iso: string): string =>
  new Intl.DateTimeFormat(languageInfo(language).locale, { timeZone: UAE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** `Sat 28 Nov`: a UAE day (`YYYY-MM-DD`) as the language writes it. */
export const uaeDay = (language: Language, day: string): string =>
  new Intl.DateTimeFormat(languageInfo(language).locale, { timeZone: UAE, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${day}T12:00:00+04:00`));

/**
 * The language a page opens in: the one chosen on this phone before, else the first the driver
 * speaks (as dispatch recorded it) that the page offers, else the phone's own, else English.
 */
export function firstLanguage(chosen: string | null, driverLanguages: readonly string[], phoneLanguages: readonly string[]): Language {
  if (chosen !== null && isLanguage(chosen)) return chosen;
  for (const code of [...driverLanguages, ...phoneLanguages.map((tag) => tag.slice(0, 2).toLowerCase())]) if (isLanguage(code)) return code;
  return 'en';
}

/** The text keys of a step's button, a trip's state and a flight's status. */
export const stepKey = (step: 'accept' | 'en_route' | 'arrived' | 'on_board' | 'completed' | 'no_show'): TextKey => `step.${step}`;
export const statusKey = (status: 'scheduled' | 'driver_assigned' | 'en_route' | 'arrived' | 'on_board' | 'completed' | 'no_show'): TextKey => `status.${status}`;
export const flightKey = (status: 'scheduled' | 'delayed' | 'landed' | 'diverted' | 'cancelled' | 'unknown' | 'not_tracked'): TextKey => `flight.${status}`;
