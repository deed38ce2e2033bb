import { useState } from 'react';
import type { DriverJob, DriverStep } from '../api';
import { flightKey, statusKey, stepKey } from '../i18n';
import { useLanguage } from '../language';
import { NameBoard, showFullScreen } from './NameBoard';
import { NoShowDialog } from './NoShowDialog';

/** The steps a driver is most likely to take next, shown as the page's main buttons. */
const MAIN: readonly DriverStep[] = ['en_route', 'arrived', 'on_board', 'completed'];

/** A UAE mobile number as people read it (`+971 55 200 3040`), left to right inside any sentence (Unicode isolates). */
const readable = (phone: string): string => `\u2066${phone.replace(/^\+971(5\d)(\d{3})(\d{4})$/, '+971 $1 $2 $3')}\u2069`;

/**
 * One job: when, who (with a button to call them), where (with a map), the flight, the buttons for
 * its next steps and the name board, then the rest the driver may need (meeting point, route,
 * notes, vehicle, free waiting). A finished job shows its time, its state and its traveller only.
 */
export function JobCard({ job, now, waiting, onMove }: { job: DriverJob; now: Date; waiting: number; onMove: (job: DriverJob, step: DriverStep, note?: string) => Promise<void> }) {
  const { t, clock } = useLanguage();
  const [board, setBoard] = useState(false);
  const [noShow, setNoShow] = useState(false);
  const headingId = `job-${job.booking_id}`;
  const noShowReady = now.getTime() >= Date.parse(job.no_show_from);
  const finished = job.status === 'completed' || job.status === 'no_show';
  const flight = job.flight;

  return (
    <article className={`job status-${job.status}`} aria-labelledby={headingId}>
      <header className="job-head">
        <h3 id={headingId}>
          <span className="time">{clock(job.pickup_at)}</span> <span className="reference">{t('job', { reference: job.reference })}</span>
        </h3>
        <p className="state">
          <span className="badge">{t(statusKey(job.status))}</span>
          {job.accepted_at !== null && job.status === 'driver_assigned' && <span className="badge quiet">{t('accepted')}</span>}
          {waiting > 0 && <span className="badge waiting">{t('waiting')}</span>}
        </p>
      </header>

      <dl className="facts">
        <div>
          <dt>{t('traveller')}</dt>
          <dd>
            <strong>{job.traveller.name}</strong>
            {!finished && (
              <>
                <br />
                {job.traveller.phone ? (
                  <a className="call" href={`tel:${job.traveller.phone}`}>
                    {t('call', { phone: readable(job.traveller.phone) })}
                  </a>
                ) : (
                  <span className="muted">{t('noPhone')}</span>
                )}
              </>
            )}
          </dd>
        </div>
        {!finished && (
          <>
            <div>
              <dt>{t('party')}</dt>
              <dd>
                {t('passengers', { count: job.party.passengers ?? '–' })} · {t('bags', { count: job.party.bags ?? '–' })}
              </dd>
            </div>
            <div>
              <dt>{t('pickupPlace')}</dt>
              <dd>
                <strong>{job.pickup.name}</strong>
                {job.pickup.address && (
                  <>
                    <br />
                    {job.pickup.address}
                  </>
                )}
                {job.pickup.map_url && (
                  <>
                    <br />
                    <a className="map" href={job.pickup.map_url} target="_blank" rel="noopener noreferrer">
                      {t('openMap')}
                    </a>
                  </>
                )}
              </dd>
            </div>
            {flight && (
              <div>
                <dt>{t('flight', { number: flight.number })}</dt>
                <dd className={`flight flight-${flight.status}`}>
                  {t(flightKey(flight.status))}
                  {flight.actual_arrival ? ` · ${t('flightLanded', { time: clock(flight.actual_arrival) })}` : flight.estimated_arrival ? ` · ${t('flightExpected', { time: clock(flight.estimated_arrival) })}` : ''}
                  {flight.diverted_to ? ` · ${t('flightDivertedTo', { airport: flight.diverted_to })}` : ''}
                </dd>
              </div>
            )}
          </>
        )}
      </dl>

      {!finished && (
        <>
          {job.eta && job.status === 'en_route' && <p className="eta">{t('eta', { time: clock(job.eta) })}</p>}
          <div className="actions">
            {job.next_steps.map((step) =>
              step === 'no_show' ? (
                <div key={step} className="no-show">
                  <button type="button" className="danger" disabled={!noShowReady} aria-describedby={noShowReady ? undefined : `${headingId}-no-show`} onClick={() => setNoShow(true)}>
                    {t(stepKey(step))}
                  </button>
                  {!noShowReady && (
                    <p className="hint" id={`${headingId}-no-show`}>
                      {t('noShowFrom', { time: clock(job.no_show_from) })}
                    </p>
                  )}
                </div>
              ) : (
                <button key={step} type="button" className={MAIN.includes(step) ? 'primary' : ''} onClick={() => void onMove(job, step)}>
                  {t(stepKey(step))}
                </button>
              ),
            )}
            <button
              type="button"
              className="board-button"
              onClick={() => {
                showFullScreen();
                setBoard(true);
              }}
            >
              {t('showNameBoard')}
            </button>
          </div>

          <dl className="facts more">
            {job.pickup.meeting_point && (
              <div>
                <dt>{t('meetingPoint')}</dt>
                <dd>{job.pickup.meeting_point}</dd>
              </div>
            )}
            {job.route && (
              <div>
                <dt>{t('route')}</dt>
                <dd>{job.route}</dd>
              </div>
            )}
            {job.notes && (
              <div>
                <dt>{t('notes')}</dt>
                <dd className="notes">{job.notes}</dd>
              </div>
            )}
            {job.vehicle && (
              <div>
                <dt>{t('vehicle')}</dt>
                <dd className="plate">
                  <bdi dir="ltr">{[job.vehicle.plate, [job.vehicle.colour, job.vehicle.make, job.vehicle.model].filter(Boolean).join(' ')].filter(Boolean).join(' · ')}</bdi>
                </dd>
              </div>
            )}
          </dl>
          <p className="muted waiting-line">{t('freeWaiting', { minutes: job.free_waiting_minutes })}</p>
        </>
      )}

      {board && <NameBoard job={job} onClose={() => setBoard(false)} />}
      {noShow && (
        <NoShowDialog
          job={job}
          onCancel={() => setNoShow(false)}
          onConfirm={(note) => {
            setNoShow(false);
            void onMove(job, 'no_show', note);
          }}
        />
      )}
    </article>
  );
}
