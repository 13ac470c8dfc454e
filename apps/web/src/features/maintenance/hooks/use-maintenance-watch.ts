/**
 * spec §2 "Maintenance": checks the provider's stable status on app start and on each route change (at
 * most once every 30 s: the query's staleTime), and every 30 s while on the maintenance screen; sends the
 * diner to /maintenance while it is 1 and back when it is not. A failed check is only logged.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { stableStatusQueryOptions } from '../api/get-stable-status';
import { useMaintenanceReturn } from '../stores/maintenance-return-store';
import {
  CHECK_INTERVAL_MS,
  MAINTENANCE_PATH,
  maintenanceStep,
  type StableStatus,
} from '../utils/maintenance';

const warn = (error: unknown) => console.warn('stable-status check failed', error);

/** Runs the maintenance check of the file comment; mounted once in the layout. */
export function useMaintenanceWatch() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const here = useRef({ pathname, search });
  here.current = { pathname, search };

  const apply = useCallback(
    (status: StableStatus) => {
      const remembered = useMaintenanceReturn.getState();
      const step = maintenanceStep(status, here.current, remembered.returnTo, window.location.origin);
      if (!step) return;
      if (step.type === 'enter') remembered.setReturnTo(step.returnTo);
      if (step.type === 'leave') remembered.setReturnTo(null);
      navigate(step.to, { replace: true });
    },
    [navigate],
  );

  // On start and on each route change; a fresh (< 30 s) answer is reused without a request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search are the trigger (each route change asks again), not inputs
  useEffect(() => {
    let active = true;
    client.fetchQuery(stableStatusQueryOptions()).then((status) => active && apply(status), warn);
    return () => {
      active = false;
    };
  }, [client, apply, pathname, search]);

  const onMaintenance = pathname === MAINTENANCE_PATH;
  useEffect(() => {
    if (!onMaintenance) return;
    const timer = setInterval(() => {
      client.fetchQuery({ ...stableStatusQueryOptions(), staleTime: 0 }).then(apply, warn);
    }, CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [client, apply, onMaintenance]);
}
