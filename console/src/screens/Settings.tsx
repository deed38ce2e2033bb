import { useState } from 'react';
import { Link } from '../Link';
import { OperatorDetailsForm } from './settings/OperatorDetails';
import { FxRates } from './settings/FxRates';

/** Settings: the operator's own details, the daily exchange rates, and (on its own screen) the staff. */
export function SettingsScreen() {
  const [announcement, setAnnouncement] = useState('');
  return (
    <section aria-labelledby="settings-title" className="settings">
      <h1 id="settings-title" tabIndex={-1}>
        Settings
      </h1>
      <p role="status" aria-live="polite" className={announcement ? 'saved' : 'visually-hidden'}>
        {announcement}
      </p>
      <div className="settings-grid">
        <OperatorDetailsForm onSaved={setAnnouncement} />
        <div className="settings-side">
          <FxRates onSaved={setAnnouncement} />
          <section aria-labelledby="staff-link-title" className="card">
            <h2 id="staff-link-title">Staff</h2>
            <p>
              Who works in the console, their roles, set-up links and disabling someone: <Link to="/staff">Staff</Link>.
            </p>
          </section>
        </div>
      </div>
    </section>
  );
}
