import type { CurrentStaff } from '../api';
import { useScreen } from '../router';
import { PartnerList } from './partners/List';
import { PartnerPage } from './partners/Page';

/** Partners: the list at /partners (searched with ?q=), one partner at /partners/<account id>. */
export function PartnersScreen({ me }: { me: CurrentStaff }) {
  const path = useScreen();
  const id = decodeURIComponent(path.split('/')[2] ?? '');
  return id ? <PartnerPage key={id} id={id} me={me} /> : <PartnerList />;
}
