import { Link } from '../../../src/Link';
import { useScreen } from '../../../src/router';
import { defineWords } from '../../i18n';
import { useCan } from '../bookings/can';
import { TourForm } from './TourForm';
import { TransferForm } from './TransferForm';
import './book.css';

/**
 * The Book screen: a transfer at /book, a tour or activity at /book/tours, each a form that prices
 * under the account's terms, books and hands over the voucher.
 */
const useWords = defineWords({
  en: { title: 'Book', lead: 'Price and book under your account’s terms; the voucher is ready as soon as it is booked.', transfer: 'Transfer', tours: 'Tour or activity', kinds: 'What to book' },
  ar: { title: 'احجز', lead: 'سعّر واحجز بشروط حسابك؛ القسيمة جاهزة فور الحجز.', transfer: 'نقل', tours: 'جولة أو نشاط', kinds: 'ما تريد حجزه' },
});

export function BookScreen() {
  const words = useWords();
  const path = useScreen();
  const can = useCan();
  const transfers = can('transport:write');
  const tours = (path.split('/')[2] === 'tours' || !transfers) && can('activities:write');
  return (
    <section aria-labelledby="book-title" className="portal-book">
      <h1 id="book-title" tabIndex={-1}>
        {words.title}
      </h1>
      <p className="lead">{words.lead}</p>
      <nav className="subnav" aria-label={words.kinds}>
        <ul>
          {transfers && (
            <li>
              <Link to="/book" aria-current={tours ? undefined : 'page'}>
                {words.transfer}
              </Link>
            </li>
          )}
          {can('activities:write') && (
            <li>
              <Link to="/book/tours" aria-current={tours ? 'page' : undefined}>
                {words.tours}
              </Link>
            </li>
          )}
        </ul>
      </nav>
      {tours ? <TourForm /> : <TransferForm />}
    </section>
  );
}
