import type { Metadata } from 'next';
import Link from 'next/link';
import { AlertForm } from '@/components/alerts/alert-form';
import { localityNamesData } from '@/server/domain/places';

export const metadata: Metadata = {
  title: 'Locality alerts',
  description: 'Get an e-mail when someone comments on the map in your locality, when staff respond, or when a spatial data layer is published there.',
};

export default async function AlertsPage() {
  const localities = await localityNamesData();
  return (
    <div className="container content-page">
      <h1>Locality alerts</h1>
      <p>
        Choose the cities and counties you care about, and we will e-mail you when someone leaves a public comment on the{' '}
        <Link href="/interactvtrans/map-explorer">map</Link> there, when staff respond to one, or when a spatial data layer for that place is published. You
        need no account. We send nothing until you confirm your address, and every alert has a link to change or stop them.
      </p>
      <AlertForm localities={localities} />
      <p>
        For news about the plan as a whole, four to six times a year, <Link href="/newsletter">sign up for the newsletter</Link>.
      </p>
    </div>
  );
}
