/** /stores/{sid}: returning to a store (spec §2) opens its menu. */
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';

/** Redirects /stores/{sid} to /stores/{sid}/menu (spec §2 "Returning to a store"). */
export function StoreRedirect() {
  const { sid = '' } = useParams();
  return <Navigate to={paths.menu(sid)} replace />;
}
