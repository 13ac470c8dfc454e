/** /stores/{sid}: returning to a store (spec §2) opens its menu. */
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';

export function StoreRedirect() {
  const { sid = '' } = useParams();
  return <Navigate to={paths.menu(sid)} replace />;
}
