import { errors } from '../../errors';
import type { Partition } from '../../engine/partition';
import { renderDocument, type RenderedDocument } from '../../engine/documents/documents';
import { readProgramme } from './store';
import { lineDescription } from './pricing';
import { versionLabel } from '../../engine/labels';
import { uaeDate } from '../../engine/documents/format';

const aed = (amount: number): string => `AED ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The client proposal of a version, in the programme's brand: client prices only, never net or margin. */
export async function dmcProposal(partition: Partition, id: string, versionNumber: number | undefined): Promise<RenderedDocument> {
  const programme = await readProgramme(partition, id);
  if (programme.status === 'cancelled') throw errors.invalidState('DMC programme', id, 'cancelled', 'given a proposal');
  if (programme.versions.length === 0) throw errors.invalidState('DMC programme', id, `${programme.status} with no saved version`, 'given a proposal');
  const number = versionNumber ?? programme.acceptance?.version ?? programme.versions.length;
  const version = programme.versions[number - 1];
  if (!version) throw errors.invalidField('version', `the programme has versions 1 to ${programme.versions.length}`);
  const days = [...new Set(version.lines.map((line) => line.date))].sort();
  const { brand, group } = programme;
  const travellers = `${group.adults} adult${group.adults === 1 ? '' : 's'}${group.children > 0 ? `, ${group.children} child${group.children === 1 ? '' : 'ren'}` : ''}`;
  return renderDocument(
    {
      title: programme.title,
      subtitle: `Proposal for ${programme.client.company}, ${versionLabel(version.number, version.label)}`,
      sandbox: programme.sandbox,
      brandName: brand.display_name ?? '',
      ...(brand.accent_hex ? { accentHex: brand.accent_hex } : {}),
      sections: [
        {
          heading: 'Your programme',
          rows: [
            ['Dates', `${uaeDate(programme.start_date)} to ${uaeDate(programme.end_date)} (${programme.nights} night${programme.nights === 1 ? '' : 's'})`],
            ['Travellers', travellers],
            ['Prepared for', programme.client.contact_name],
            ...(programme.agency_reference ? [['Reference', programme.agency_reference] as [string, string]] : []),
          ],
        },
        ...days.map((date, index) => ({
          heading: `Day ${index + 1}: ${uaeDate(date)}`,
          rows: version.lines.filter((line) => line.date === date).map((line): [string, string] => [`${line.time} ${lineDescription(line)}`, aed(line.pricing.sell_aed)]),
        })),
        {
          heading: 'Price',
          rows: [
            ['Total', aed(version.totals.sell_aed)],
            ['Per person', aed(version.totals.per_person_sell_aed)],
            ['Price valid until', uaeDate(version.valid_until)],
          ],
        },
      ],
      footer: brand.contact_line ?? 'Private vehicles with licensed chauffeurs; tours with licensed guides. Prices in UAE dirhams, VAT included.',
    },
    'html',
    `proposal-${programme.id}-v${version.number}`,
  );
}
