import type { DriverSession } from '../api';
import { stepKey } from '../i18n';
import { useLanguage } from '../language';
import { useOnline, useServiceNow } from '../online';
import { useDriverJobs, useSharePosition } from '../queries/jobs';
import { useSignOut } from '../queries/session';
import { JobCard } from './JobCard';
import { LanguagePicker } from './LanguagePicker';

/** The driver's jobs of today and tomorrow, with what the phone is doing for them (offline moves, the shared position). */
export function Jobs({ session }: { session: DriverSession }) {
  const { t, day } = useLanguage();
  const { jobs, shown, queued, refused, move, dismiss } = useDriverJobs();
  // Shared for the jobs the service has en route or at the pickup: a move still on its way is not there yet.
  const sharing = useSharePosition(jobs.data?.jobs ?? []);
  const online = useOnline();
  const now = useServiceNow();
  const signOut = useSignOut();

  return (
    <>
      <header className="top">
        <div>
          <h1>{t('title')}</h1>
          <p className="hello">{t('hello', { name: session.driver.first_name })}</p>
        </div>
        <div className="top-actions">
          <LanguagePicker />
          <button type="button" className="quiet" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {t('signOut')}
          </button>
        </div>
      </header>
      <main className="jobs">
        {!online && (
          <p className="banner offline" role="status">
            {t('offline')}
          </p>
        )}
        {queued.length > 0 && (
          <p className="banner pending" role="status">
            {t('pending', { steps: queued.map((entry) => `${entry.reference}: ${t(stepKey(entry.move.step))}`).join(' · ') })}
          </p>
        )}
        {refused.map((refusal) => (
          <div className="banner refused" role="alert" key={refusal.key}>
            <p>
              {refusal.reference}, {t(stepKey(refusal.step))}: {t('refused', { message: refusal.message })}
            </p>
            <button type="button" className="quiet" onClick={() => dismiss(refusal.key)}>
              {t('dismiss')}
            </button>
          </div>
        ))}
        {sharing === 'sharing' && online && (
          <p className="banner sharing" role="status">
            {t('sharing')}
          </p>
        )}
        {(sharing === 'denied' || sharing === 'unavailable') && (
          <p className="banner refused" role="alert">
            {t('locationOff')}
          </p>
        )}
        {jobs.isPending && <p role="status">{t('loading')}</p>}
        {jobs.isError && (
          <div className="banner refused" role="alert">
            <p>{t('failed', { message: jobs.error.message })}</p>
            <button type="button" onClick={() => void jobs.refetch()}>
              {t('retry')}
            </button>
          </div>
        )}
        {shown &&
          shown.days.map((date, index) => {
            const ofDay = shown.jobs.filter((job) => job.pickup_date === date);
            return (
              <section key={date} aria-labelledby={`day-${date}`} className="day">
                <h2 id={`day-${date}`}>
                  {t(index === 0 ? 'today' : 'tomorrow')} · {day(date)}
                </h2>
                {ofDay.length === 0 ? (
                  <p className="muted">{t('noJobs')}</p>
                ) : (
                  ofDay.map((job) => <JobCard key={job.booking_id} job={job} now={now} waiting={queued.filter((entry) => entry.booking === job.booking_id).length} onMove={move} />)
                )}
              </section>
            );
          })}
      </main>
    </>
  );
}
