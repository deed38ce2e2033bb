import { useEffect, useRef, type CSSProperties } from 'react';
import { Link } from '../src/Link';
import { sectionOf, useScreen } from '../src/router';
import type { Mode, PortalSession } from './api';
import { LANGS, defineWords, fill, useLang } from './i18n';
import { problemText, useProblemWords } from './problems';
import { useSignOut, useSwitchContext } from './queries/session';
import { holdsAny, usePortalSession } from './session';
import { SCREENS } from './screens';

const useWords = defineWords({
  en: {
    portal: 'Partner portal',
    skip: 'Skip to content',
    navigation: 'Portal',
    language: 'Language',
    account: 'Account',
    data: 'Data',
    test: 'Test data',
    live: 'Live data',
    testBanner: 'TEST DATA: you are working on the test copy of {account}. Nothing here is real: bookings are not sent to the operator and nothing is charged.',
    liveOff: 'Live data opens once the trade desk switches on live access for {account}.',
    liveNeedsFactor: 'As {role} you work on live data only with a second factor: sign in with your authenticator code or a passkey (set one up under Security).',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    notFound: 'Not found',
    noScreen: 'The portal has no screen at this address.',
    notAllowed: 'Your role ({role}) does not open this screen.',
    welcome: 'Welcome, {name}',
    welcomeLead: 'You are signed in to {account} as {role}. Choose what to do in the menu.',
    owner: 'owner',
    admin: 'administrator',
    booker: 'booker',
    finance: 'finance',
    viewer: 'viewer',
  },
  ar: {
    portal: 'بوابة الشركاء',
    skip: 'انتقل إلى المحتوى',
    navigation: 'البوابة',
    language: 'اللغة',
    account: 'الحساب',
    data: 'البيانات',
    test: 'بيانات تجريبية',
    live: 'بيانات حية',
    testBanner: 'بيانات تجريبية: أنت تعمل على النسخة التجريبية من {account}. لا شيء هنا حقيقي: لا تُرسل الحجوزات إلى المشغّل ولا يُخصم أي مبلغ.',
    liveOff: 'تُفتح البيانات الحية عندما يفعّل مكتب التجارة الوصول الحي لـ {account}.',
    liveNeedsFactor: 'بصفتك {role} لا تعمل على البيانات الحية إلا بعامل تحقق ثانٍ: سجّل الدخول برمز المصادقة أو بمفتاح مرور (أعدّه من صفحة الأمان).',
    signOut: 'تسجيل الخروج',
    signingOut: 'جارٍ تسجيل الخروج…',
    notFound: 'غير موجود',
    noScreen: 'لا توجد في البوابة صفحة بهذا العنوان.',
    notAllowed: 'دورك ({role}) لا يفتح هذه الصفحة.',
    welcome: 'مرحبًا، {name}',
    welcomeLead: 'أنت مسجّل الدخول إلى {account} بصفة {role}. اختر ما تريد من القائمة.',
    owner: 'مالك',
    admin: 'مسؤول',
    booker: 'موظف حجوزات',
    finance: 'مالية',
    viewer: 'مشاهد',
  },
});

type Words = ReturnType<typeof useWords>;

/** The brand's accent as the header's colour, with text that reads on it (dark on a light colour, white on a dark one). */
function brandStyle(session: PortalSession): CSSProperties | undefined {
  const hex = session.brand?.accent_hex;
  if (!hex) return undefined;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return { '--brand': hex, '--brand-text': luminance > 0.4 ? '#111827' : '#ffffff' } as CSSProperties;
}

/** Why live data is shut for this session now, in words; null when it is open. */
function liveShut(session: PortalSession, words: Words): string | null {
  if (session.live_access) return null;
  if (!session.account.live_access) return fill(words.liveOff, { account: session.account.name });
  return fill(words.liveNeedsFactor, { role: words[session.role] });
}

/** The test/live switch: live shut, with the reason beside it, while the session may not act on live data. */
function ModeSwitch({ session, words }: { session: PortalSession; words: Words }) {
  const problems = useProblemWords();
  const switchContext = useSwitchContext();
  const shut = liveShut(session, words);
  const choose = (mode: Mode): void => {
    if (mode !== session.mode) switchContext.mutate({ mode });
  };
  return (
    <div className="mode-switch">
      <div role="group" aria-label={words.data} className="segmented">
        <button type="button" aria-pressed={session.mode === 'test'} onClick={() => choose('test')} disabled={switchContext.isPending}>
          {words.test}
        </button>
        <button type="button" aria-pressed={session.mode === 'live'} onClick={() => choose('live')} disabled={switchContext.isPending || shut !== null} aria-describedby={shut ? 'live-shut' : undefined}>
          {words.live}
        </button>
      </div>
      {shut && (
        <p className="live-shut" id="live-shut">
          {shut}
        </p>
      )}
      {switchContext.isError && (
        <p role="alert" className="live-shut">
          {problemText(switchContext.error, problems)}
        </p>
      )}
    </div>
  );
}

/** The account switch, where the login belongs to more than one: the session moves to the other account's test data, or its live data where the person may act on it. */
function AccountSwitch({ session, words }: { session: PortalSession; words: Words }) {
  const switchContext = useSwitchContext();
  if (session.accounts.length < 2) return <span className="account-name">{session.account.name}</span>;
  return (
    <label className="account-switch">
      <span className="visually-hidden">{words.account}</span>
      <select
        aria-label={words.account}
        value={session.account.id}
        disabled={switchContext.isPending}
        onChange={(event) => {
          const target = session.accounts.find((account) => account.id === event.target.value);
          if (!target) return;
          const live = session.mode === 'live' && target.live_access && (!['owner', 'admin'].includes(target.role) || session.second_factor.on_session !== null);
          switchContext.mutate({ account_id: target.id, mode: live ? 'live' : 'test' });
        }}
      >
        {session.accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The signed-in portal: the header (brand, account, test or live, the person, language, sign-out), the test banner, the navigation and the screen. */
export function Shell() {
  const session = usePortalSession();
  const path = useScreen();
  const words = useWords();
  const problems = useProblemWords();
  const { lang, setLang } = useLang();
  const heading = useRef<HTMLDivElement>(null);
  const signOut = useSignOut();
  const screens = SCREENS.filter((screen) => holdsAny(session, screen.scopes));
  const section = sectionOf(path);
  const current = SCREENS.find((screen) => screen.path === section);
  const welcome = section === '/' && current === undefined;
  const name = `${session.person.first_name} ${session.person.last_name}`.trim();

  useEffect(() => {
    document.title = `${welcome ? words.portal : (current?.label[lang] ?? words.notFound)} · ${session.brand?.display_name ?? session.account.name}`;
    heading.current?.querySelector('h1')?.focus();
  }, [path, lang]);

  return (
    <div className={`shell portal mode-${session.mode}`} style={brandStyle(session)}>
      <a className="skip" href="#main">
        {words.skip}
      </a>
      <header className="top">
        <div className="brand-block">
          {/* The brand's colours only: its logo is on another site, which the portal's policy loads nothing from. */}
          <p className="brand">{session.brand?.display_name ?? words.portal}</p>
          <AccountSwitch session={session} words={words} />
        </div>
        <ModeSwitch session={session} words={words} />
        <div className="who">
          <span className="name">{name}</span>
          <span className="roles">{words[session.role]}</span>
          <label className="lang">
            <span className="visually-hidden">{words.language}</span>
            <select aria-label={words.language} value={lang} onChange={(event) => setLang(event.target.value === 'ar' ? 'ar' : 'en')}>
              {LANGS.map((option) => (
                <option key={option.lang} value={option.lang}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {signOut.isPending ? words.signingOut : words.signOut}
          </button>
        </div>
      </header>
      <div className="banner-area">
        {session.mode === 'test' && (
          <p className="test-banner" role="note" data-test-banner>
            {fill(words.testBanner, { account: session.account.name })}
          </p>
        )}
        {signOut.isError && (
          <p role="alert" className="error banner">
            {problemText(signOut.error, problems)}
          </p>
        )}
      </div>
      <nav aria-label={words.navigation} className="side">
        <ul>
          {screens.map((screen) => (
            <li key={screen.path}>
              <Link to={screen.path} aria-current={screen.path === path ? 'page' : screen.path === section ? 'true' : undefined}>
                {screen.label[lang]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="content" ref={heading}>
        {welcome ? (
          <section>
            <h1 tabIndex={-1}>{fill(words.welcome, { name: session.person.first_name })}</h1>
            <p>{fill(words.welcomeLead, { account: session.account.name, role: words[session.role] })}</p>
          </section>
        ) : current && holdsAny(session, current.scopes) ? (
          current.render()
        ) : current ? (
          <section>
            <h1 tabIndex={-1}>{current.label[lang]}</h1>
            <p>{fill(words.notAllowed, { role: words[session.role] })}</p>
          </section>
        ) : (
          <section>
            <h1 tabIndex={-1}>{words.notFound}</h1>
            <p>{words.noScreen}</p>
          </section>
        )}
      </main>
    </div>
  );
}
