/**
 * The 店家 card of an order page (spec §3 Completed order: store_name, store_address, store_phone): the store's
 * name (a link to its page when `storeHref` is given), address, and phone as a tel: link. Empty address or
 * phone rows are left out.
 */
import { Link } from 'react-router';
import { telHref } from '../lib/store-links';
import { SectionCard } from './section-card';

export function OrderStoreCard({
  title,
  name,
  address,
  phone,
  storeHref,
}: {
  title: string;
  name: string;
  address: string;
  phone: string;
  storeHref?: string;
}) {
  return (
    <SectionCard title={title} className="mt-3" titleClassName="">
      <p className="mt-1 font-semibold">
        {storeHref ? (
          <Link to={storeHref} className="text-brand-dark underline">
            {name}
          </Link>
        ) : (
          name
        )}
      </p>
      {address && <p className="text-sm text-gray-700">{address}</p>}
      {phone && (
        <p className="text-sm">
          <a className="text-brand-dark underline" href={telHref(phone)}>
            {phone}
          </a>
        </p>
      )}
    </SectionCard>
  );
}
