import { useEffect, useRef, type ReactNode } from 'react';
import { messageOf, type CurrentStaff, type StaffRole } from './api';
import { Link } from './Link';
import { sectionOf, useScreen } from './router';
import { useSignOut } from './queries/session';
import { Home } from './screens/Home';
import { StaffScreen } from './screens/Staff';
import { AuditScreen } from './screens/Audit';
import { QueueScreen } from './screens/Queue';
import { PartnersScreen } from './screens/Partners';
import { FinanceScreen } from './screens/Finance';
import { SettingsScreen } from './screens/Settings';
import { BookingsScreen } from './screens/Bookings';
import { DispatchScreen } from './screens/Dispatch';

interface Screen {
  path: string;
  label: string;
  /** Any one of them is enough, as the API's own requirement says. */
  roles: readonly StaffRole[];
  render: (me: CurrentStaff) => ReactNode;
}

const SCREENS: readonly Screen[] = [
  { path: '/', label: 'Overview', roles: [], render: (me) => <Home me={me} /> },
  { path: '/queue', label: 'Queue', roles: ['desk', 'finance', 'admin'], render: (me) => <QueueScreen me={me} /> },
  { path: '/partners', label: 'Partners', roles: ['admin', 'desk', 'finance'], render: (me) => <PartnersScreen me={me} /> },
  { path: '/bookings', label: 'Bookings', roles: ['desk'], render: (me) => <BookingsScreen me={me} /> },
  { path: '/dispatch', label: 'Dispatch', roles: ['dispatch'], render: (me) => <DispatchScreen me={me} /> },
  { path: '/finance', label: 'Finance', roles: ['finance', 'admin'], render: (me) => <FinanceScreen me={me} /> },
  { path: '/settings', label: 'Settings', roles: ['admin'], render: () => <SettingsScreen /> },
  { path: '/staff', label: 'Staff', roles: ['admin'], render: (me) => <StaffScreen me={me} /> },
  { path: '/audit', label: 'Audit log', roles: ['admin'], render: () => <AuditScreen /> },
];

const allowed = (screen: Screen, roles: readonly StaffRole[]): boolean => screen.roles.length === 0 || screen.roles.some((role) => roles.includes(role));

export function Shell({ me }: { me: CurrentStaff }) {
  const path = useScreen();
  const heading = useRef<HTMLDivElement>(null);
  const screens = SCREENS.filter((screen) => allowed(screen, me.staff.roles));
  const section = sectionOf(path);
  const current = SCREENS.find((screen) => screen.path === section);
  const permitted = current !== undefined && allowed(current, me.staff.roles);

  // Signed out, or the session had already ended: either way nobody is signed in here now.
  const signOut = useSignOut();

  useEffect(() => {
    document.title = `${current?.label ?? 'Not found'} · Operator console`;
    heading.current?.querySelector('h1')?.focus();
  }, [path]);

  return (
    <div className="shell">
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <p className="brand">Operator console</p>
        <div className="who">
          <span className="name">{me.staff.name}</span>
          <span className="roles" aria-label="Roles">
            {me.staff.roles.join(', ')}
          </span>
          <a href="/api/ops/v1/docs">API reference</a>
          <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {signOut.isPending ? 'Signing out…' : 'Sign out'}
          </button>
        </div>
      </header>
      {signOut.isError && (
        <p role="alert" className="error banner">
          {messageOf(signOut.error)}
        </p>
      )}
      <nav aria-label="Console" className="side">
        <ul>
          {screens.map((screen) => (
            <li key={screen.path}>
              <Link to={screen.path} aria-current={screen.path === path ? 'page' : screen.path === section ? 'true' : undefined}>
                {screen.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="content" ref={heading}>
        {permitted ? (
          current.render(me)
        ) : current ? (
          <section>
            <h1 tabIndex={-1}>{current.label}</h1>
            <p>This screen needs the {current.roles.join(' or ')} role, which you do not hold.</p>
          </section>
        ) : (
          <section>
            <h1 tabIndex={-1}>Not found</h1>
            <p>The console has no screen at this address.</p>
          </section>
        )}
      </main>
    </div>
  );
}
