/**
 * The open entree sheet as a history entry: `?item={entreeId}` on the menu's URL. Opening pushes
 * the entry, so the browser's (and Android's) back button closes the sheet and leaves the menu where it was;
 * closing by × or after adding goes back over that same entry, so no stray entries pile up. A shared link with
 * `?item=` opens the sheet too; closing it then replaces the URL (there is no entry of ours to go back to).
 */
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** Search parameter naming the entree whose sheet is open. */
export const ITEM_PARAM = 'item';

/** Marks the history entry this menu pushed for its sheet (location state). */
interface SheetState {
  sheet?: true;
}

/**
 * The open entree's id (or null), and open / close that keep history as the file comment says. `open` is one
 * function for the page's lifetime, so the memoised entree cards it is handed to are not re-rendered by a
 * change of the URL.
 */
export function useSheetParam() {
  const [search, setSearch] = useSearchParams();
  // react-router's setter is new whenever the search changes (it applies an updater to the search it saw):
  // the stable `open` calls the current one.
  const currentSetSearch = useRef(setSearch);
  currentSetSearch.current = setSearch;
  const location = useLocation();
  const navigate = useNavigate();
  const openId = search.get(ITEM_PARAM);
  const pushed = (location.state as SheetState | null)?.sheet === true;

  const open = useCallback(
    (entreeId: string) =>
      currentSetSearch.current(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(ITEM_PARAM, entreeId);
          return next;
        },
        // preventScrollReset: the menu stays where the diner was (ScrollRestoration would go to the top).
        { state: { sheet: true } satisfies SheetState, preventScrollReset: true },
      ),
    [],
  );

  const close = useCallback(() => {
    if (pushed) {
      navigate(-1);
      return;
    }
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(ITEM_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [pushed, navigate, setSearch]);

  return { openId, open, close };
}
