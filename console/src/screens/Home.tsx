import type { CurrentStaff } from '../api';
import { formatTime } from '../format';

/** Who is signed in, and until when the session lasts. */
export function Home({ me }: { me: CurrentStaff }) {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title" tabIndex={-1}>
        Welcome, {me.staff.name}
      </h1>
      <dl className="facts">
        <dt>E-mail address</dt>
        <dd>{me.staff.email}</dd>
        <dt>Roles</dt>
        <dd>{me.staff.roles.join(', ')}</dd>
        <dt>Session</dt>
        <dd>
          Ends after 30 minutes without use, and at {formatTime(me.session.expires_at)} at the latest.
        </dd>
      </dl>
    </section>
  );
}
