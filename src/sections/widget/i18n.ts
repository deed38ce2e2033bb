import type { WidgetLanguage } from '../../engine/widgets';

/**
 * The words of the booking widget in its twelve languages. Offer names and descriptions come from
 * the operator's catalogue (English); everything the widget itself says is here.
 */
export interface WidgetWords {
  language_name: string;
  transfers: string;
  tours: string;
  from: string;
  per_adult: string;
  per_vehicle: string;
  ask_to_book: string;
  date: string;
  adults: string;
  children: string;
  name: string;
  email: string;
  phone: string;
  note: string;
  send: string;
  received: string;
  reference: string;
  next_steps: string;
  closed: string;
  test_banner: string;
  partner: string;
  failed: string;
}

export const WIDGET_WORDS: Readonly<Record<WidgetLanguage, WidgetWords>> = {
  en: {
    language_name: 'English', transfers: 'Transfers', tours: 'Tours', from: 'From', per_adult: 'per adult', per_vehicle: 'per vehicle', ask_to_book: 'Ask to book',
    date: 'Date', adults: 'Adults', children: 'Children', name: 'Your name', email: 'E-mail', phone: 'Phone', note: 'Note (pickup address, flight …)',
    send: 'Send booking request', received: 'Booking request received', reference: 'Reference',
    next_steps: 'Our reservations team will contact you to confirm and take payment. Nothing has been charged yet.',
    closed: 'Bookings are closed here for now.', test_banner: 'TEST WIDGET: nothing asked for here is booked, charged or served.', partner: 'Partner code',
    failed: 'The request could not be sent. Please check the form and try again.',
  },
  ar: {
    language_name: 'العربية', transfers: 'التنقلات', tours: 'الجولات', from: 'ابتداءً من', per_adult: 'للبالغ', per_vehicle: 'للسيارة', ask_to_book: 'اطلب الحجز',
    date: 'التاريخ', adults: 'البالغون', children: 'الأطفال', name: 'الاسم', email: 'البريد الإلكتروني', phone: 'الهاتف', note: 'ملاحظة (عنوان الاستلام، رقم الرحلة …)',
    send: 'أرسل طلب الحجز', received: 'تم استلام طلب الحجز', reference: 'المرجع',
    next_steps: 'سيتواصل معك فريق الحجوزات لتأكيد الحجز واستلام الدفع. لم يتم خصم أي مبلغ بعد.',
    closed: 'الحجز مغلق هنا حالياً.', test_banner: 'أداة تجريبية: لا يتم حجز أو تحصيل أو تنفيذ أي طلب هنا.', partner: 'رمز الشريك',
    failed: 'تعذّر إرسال الطلب. يرجى مراجعة النموذج والمحاولة مرة أخرى.',
  },
  ru: {
    language_name: 'Русский', transfers: 'Трансферы', tours: 'Экскурсии', from: 'От', per_adult: 'за взрослого', per_vehicle: 'за автомобиль', ask_to_book: 'Запросить бронь',
    date: 'Дата', adults: 'Взрослые', children: 'Дети', name: 'Ваше имя', email: 'Эл. почта', phone: 'Телефон', note: 'Примечание (адрес подачи, рейс …)',
    send: 'Отправить запрос', received: 'Запрос на бронирование получен', reference: 'Номер',
    next_steps: 'Наш отдел бронирования свяжется с вами для подтверждения и оплаты. Деньги пока не списаны.',
    closed: 'Бронирование здесь временно закрыто.', test_banner: 'ТЕСТОВЫЙ ВИДЖЕТ: ничего не бронируется, не оплачивается и не выполняется.', partner: 'Код партнёра',
    failed: 'Не удалось отправить запрос. Проверьте форму и попробуйте ещё раз.',
  },
  de: {
    language_name: 'Deutsch', transfers: 'Transfers', tours: 'Touren', from: 'Ab', per_adult: 'pro Erwachsenem', per_vehicle: 'pro Fahrzeug', ask_to_book: 'Buchung anfragen',
    date: 'Datum', adults: 'Erwachsene', children: 'Kinder', name: 'Ihr Name', email: 'E-Mail', phone: 'Telefon', note: 'Hinweis (Abholadresse, Flug …)',
    send: 'Buchungsanfrage senden', received: 'Buchungsanfrage erhalten', reference: 'Referenz',
    next_steps: 'Unser Reservierungsteam meldet sich zur Bestätigung und Zahlung. Es wurde noch nichts berechnet.',
    closed: 'Buchungen sind hier vorübergehend geschlossen.', test_banner: 'TEST-WIDGET: Hier wird nichts gebucht, berechnet oder durchgeführt.', partner: 'Partnercode',
    failed: 'Die Anfrage konnte nicht gesendet werden. Bitte prüfen Sie das Formular und versuchen Sie es erneut.',
  },
  fr: {
    language_name: 'Français', transfers: 'Transferts', tours: 'Excursions', from: 'À partir de', per_adult: 'par adulte', per_vehicle: 'par véhicule', ask_to_book: 'Demander une réservation',
    date: 'Date', adults: 'Adultes', children: 'Enfants', name: 'Votre nom', email: 'E-mail', phone: 'Téléphone', note: 'Remarque (adresse de prise en charge, vol …)',
    send: 'Envoyer la demande', received: 'Demande de réservation reçue', reference: 'Référence',
    next_steps: 'Notre service réservations vous contactera pour confirmer et encaisser le paiement. Rien n’a encore été débité.',
    closed: 'Les réservations sont fermées ici pour le moment.', test_banner: 'WIDGET DE TEST : rien de ce qui est demandé ici n’est réservé, facturé ni effectué.', partner: 'Code partenaire',
    failed: 'La demande n’a pas pu être envoyée. Vérifiez le formulaire et réessayez.',
  },
  it: {
    language_name: 'Italiano', transfers: 'Trasferimenti', tours: 'Escursioni', from: 'Da', per_adult: 'per adulto', per_vehicle: 'per veicolo', ask_to_book: 'Richiedi prenotazione',
    date: 'Data', adults: 'Adulti', children: 'Bambini', name: 'Il tuo nome', email: 'E-mail', phone: 'Telefono', note: 'Nota (indirizzo di ritiro, volo …)',
    send: 'Invia richiesta', received: 'Richiesta di prenotazione ricevuta', reference: 'Riferimento',
    next_steps: 'Il nostro ufficio prenotazioni ti contatterà per la conferma e il pagamento. Non è stato ancora addebitato nulla.',
    closed: 'Le prenotazioni qui sono chiuse per ora.', test_banner: 'WIDGET DI PROVA: nulla di quanto richiesto qui viene prenotato, addebitato o erogato.', partner: 'Codice partner',
    failed: 'Impossibile inviare la richiesta. Controlla il modulo e riprova.',
  },
  es: {
    language_name: 'Español', transfers: 'Traslados', tours: 'Excursiones', from: 'Desde', per_adult: 'por adulto', per_vehicle: 'por vehículo', ask_to_book: 'Solicitar reserva',
    date: 'Fecha', adults: 'Adultos', children: 'Niños', name: 'Su nombre', email: 'Correo electrónico', phone: 'Teléfono', note: 'Nota (dirección de recogida, vuelo …)',
    send: 'Enviar solicitud', received: 'Solicitud de reserva recibida', reference: 'Referencia',
    next_steps: 'Nuestro equipo de reservas le contactará para confirmar y cobrar. Todavía no se ha cobrado nada.',
    closed: 'Las reservas están cerradas aquí por ahora.', test_banner: 'WIDGET DE PRUEBA: nada de lo solicitado aquí se reserva, cobra ni presta.', partner: 'Código de socio',
    failed: 'No se pudo enviar la solicitud. Revise el formulario e inténtelo de nuevo.',
  },
  zh: {
    language_name: '中文', transfers: '接送', tours: '游览', from: '起价', per_adult: '每位成人', per_vehicle: '每车', ask_to_book: '申请预订',
    date: '日期', adults: '成人', children: '儿童', name: '您的姓名', email: '电子邮件', phone: '电话', note: '备注（接送地址、航班 …）',
    send: '发送预订申请', received: '已收到预订申请', reference: '参考编号',
    next_steps: '我们的预订团队将与您联系确认并收款。目前尚未收取任何费用。',
    closed: '此处暂停预订。', test_banner: '测试组件：此处的申请不会被预订、收费或安排。', partner: '合作伙伴代码',
    failed: '申请未能发送。请检查表单后重试。',
  },
  hi: {
    language_name: 'हिन्दी', transfers: 'ट्रांसफ़र', tours: 'टूर', from: 'से शुरू', per_adult: 'प्रति वयस्क', per_vehicle: 'प्रति वाहन', ask_to_book: 'बुकिंग का अनुरोध करें',
    date: 'तारीख', adults: 'वयस्क', children: 'बच्चे', name: 'आपका नाम', email: 'ई-मेल', phone: 'फ़ोन', note: 'टिप्पणी (पिकअप पता, फ़्लाइट …)',
    send: 'बुकिंग अनुरोध भेजें', received: 'बुकिंग अनुरोध मिल गया', reference: 'संदर्भ',
    next_steps: 'हमारी आरक्षण टीम पुष्टि और भुगतान के लिए आपसे संपर्क करेगी। अभी कोई शुल्क नहीं लिया गया है।',
    closed: 'यहाँ बुकिंग अभी बंद है।', test_banner: 'परीक्षण विजेट: यहाँ माँगी गई कोई भी चीज़ बुक, चार्ज या प्रदान नहीं की जाती।', partner: 'पार्टनर कोड',
    failed: 'अनुरोध नहीं भेजा जा सका। कृपया फ़ॉर्म जाँचें और फिर से प्रयास करें।',
  },
  ur: {
    language_name: 'اردو', transfers: 'ٹرانسفر', tours: 'ٹورز', from: 'سے شروع', per_adult: 'فی بالغ', per_vehicle: 'فی گاڑی', ask_to_book: 'بکنگ کی درخواست کریں',
    date: 'تاریخ', adults: 'بالغ', children: 'بچے', name: 'آپ کا نام', email: 'ای میل', phone: 'فون', note: 'نوٹ (پک اپ کا پتہ، پرواز …)',
    send: 'بکنگ کی درخواست بھیجیں', received: 'بکنگ کی درخواست موصول ہو گئی', reference: 'حوالہ',
    next_steps: 'ہماری ریزرویشن ٹیم تصدیق اور ادائیگی کے لیے آپ سے رابطہ کرے گی۔ ابھی کوئی رقم وصول نہیں کی گئی۔',
    closed: 'یہاں بکنگ فی الحال بند ہے۔', test_banner: 'آزمائشی ویجیٹ: یہاں مانگی گئی کوئی چیز بک، چارج یا فراہم نہیں کی جاتی۔', partner: 'پارٹنر کوڈ',
    failed: 'درخواست نہیں بھیجی جا سکی۔ براہ کرم فارم چیک کر کے دوبارہ کوشش کریں۔',
  },
  fa: {
    language_name: 'فارسی', transfers: 'ترانسفر', tours: 'تورها', from: 'از', per_adult: 'برای هر بزرگسال', per_vehicle: 'برای هر خودرو', ask_to_book: 'درخواست رزرو',
    date: 'تاریخ', adults: 'بزرگسالان', children: 'کودکان', name: 'نام شما', email: 'ایمیل', phone: 'تلفن', note: 'یادداشت (آدرس سوار شدن، پرواز …)',
    send: 'ارسال درخواست رزرو', received: 'درخواست رزرو دریافت شد', reference: 'شماره پیگیری',
    next_steps: 'تیم رزرو ما برای تأیید و دریافت وجه با شما تماس می‌گیرد. هنوز مبلغی کسر نشده است.',
    closed: 'رزرو در اینجا فعلاً بسته است.', test_banner: 'ابزارک آزمایشی: هیچ درخواستی در اینجا رزرو، پرداخت یا انجام نمی‌شود.', partner: 'کد همکار',
    failed: 'درخواست ارسال نشد. لطفاً فرم را بررسی کرده و دوباره تلاش کنید.',
  },
  tr: {
    language_name: 'Türkçe', transfers: 'Transferler', tours: 'Turlar', from: 'Başlangıç', per_adult: 'yetişkin başına', per_vehicle: 'araç başına', ask_to_book: 'Rezervasyon iste',
    date: 'Tarih', adults: 'Yetişkin', children: 'Çocuk', name: 'Adınız', email: 'E-posta', phone: 'Telefon', note: 'Not (alış adresi, uçuş …)',
    send: 'Rezervasyon talebi gönder', received: 'Rezervasyon talebi alındı', reference: 'Referans',
    next_steps: 'Rezervasyon ekibimiz onay ve ödeme için sizinle iletişime geçecek. Henüz bir ücret alınmadı.',
    closed: 'Burada rezervasyonlar şu an kapalı.', test_banner: 'TEST WIDGETI: burada istenen hiçbir şey rezerve edilmez, ücretlendirilmez veya sunulmaz.', partner: 'Partner kodu',
    failed: 'Talep gönderilemedi. Lütfen formu kontrol edip tekrar deneyin.',
  },
};

export const RTL_LANGUAGES: ReadonlySet<WidgetLanguage> = new Set(['ar', 'ur', 'fa']);
