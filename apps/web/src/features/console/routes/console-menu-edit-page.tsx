/**
 * /console/{sid}/menu/edit (ADR 017 menu editing): the store's menu as a draft — categories, entrees, prices,
 * descriptions, images, option groups and options — saved with 儲存草稿 (any staff member), published with 發布
 * (the owner, after a confirmation that counts what changes) as a new menu version the diners see at once, or
 * thrown away with 捨棄草稿. The draft is a react-hook-form form checked with the API's own schema
 * (ZPublishableMenuDraft through zodResolver, zh-TW messages, the price floor included) before it is sent: each
 * refusal shows under its field (spec §5 "Forms"), the first one's entree opens with that field focused, and a
 * banner counts them and says where the first is.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  consolePaths,
  isUnchanged,
  type MenuDraft,
  type MenuDraftChanges,
  type MenuDraftResponse,
  ZPublishableMenuDraft,
} from '@iding/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router';
import { consoleKeys } from '../../../api/query-keys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { discardMenuDraft } from '../api/discard-menu-draft';
import { getMenuDraft } from '../api/get-menu-draft';
import { publishMenu } from '../api/publish-menu';
import { saveMenuDraft } from '../api/save-menu-draft';
import { ConsoleHeader } from '../components/console-header';
import { MenuDraftEditor, type MenuSelection } from '../components/menu-draft-editor';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';
import { type DraftPath, draftErrors } from '../utils/menu-draft-errors';

/**
 * Where a refusal of the draft is, in words (分類「…」, 品項「…」, 「品項」的「群組」, 「品項」的選項「…」; a blank name
 * reads as 新分類, 新品項, 新群組), and what to select to show it. A refusal of the whole menu (too many
 * categories) is nowhere in particular.
 */
function locate(
  draft: MenuDraft,
  path: Exclude<DraftPath, string>,
  t: TFunction,
): { where: string; selection?: MenuSelection } {
  const [, c, entreesKey, e, groupsKey, g, optionsKey, o] = path;
  const category = typeof c === 'number' ? draft.categories[c] : undefined;
  if (!category || typeof c !== 'number') return { where: '' };
  const entree = entreesKey === 'entrees' && typeof e === 'number' ? category.entrees[e] : undefined;
  if (!entree || typeof e !== 'number')
    return {
      where: t('console.menuEdit.whereCategory', {
        name: category.name.trim() || t('console.menuEdit.newCategory'),
      }),
      selection: { category: c, entree: null },
    };
  const selection = { category: c, entree: e };
  const entreeName = entree.name.trim() || t('console.menuEdit.newEntree');
  const group = groupsKey === 'option_groups' && typeof g === 'number' ? entree.option_groups[g] : undefined;
  if (!group) return { where: t('console.menuEdit.whereEntree', { name: entreeName }), selection };
  const option = optionsKey === 'options' && typeof o === 'number' ? group.options[o] : undefined;
  const groupName = group.name.trim() || t('console.menuEdit.newGroup');
  return {
    where: option?.name.trim()
      ? t('console.menuEdit.whereOption', { entree: entreeName, option: option.name.trim() })
      : t('console.menuEdit.whereGroup', { entree: entreeName, group: groupName }),
    selection,
  };
}

/**
 * Centres the field of a refusal (its label and message) and focuses it: the input named `path`, else the
 * first input inside the nearest part of the draft that has one (a group's options for 至少要有 1 個選項, the
 * first category for 菜單最多 N 個分類). Field names are the form's paths (letters, digits, _ and dots).
 */
function revealField(container: HTMLElement | null, path: string): void {
  if (!container) return;
  const keys = path.split('.');
  for (let n = keys.length; n > 0; n--) {
    const name = keys.slice(0, n).join('.');
    const input =
      container.querySelector<HTMLElement>(`[name="${name}"]`) ??
      container.querySelector<HTMLElement>(`[name^="${name}."]`);
    if (input) {
      (input.closest('[data-field], label, fieldset') ?? input).scrollIntoView({ block: 'center' });
      input.focus({ preventScroll: true });
      return;
    }
  }
}

function changesText(c: MenuDraftChanges, t: TFunction): string {
  return t('console.menuEdit.confirmPublishText', {
    eAdded: c.entrees.added,
    eChanged: c.entrees.changed,
    eRemoved: c.entrees.removed,
    cAdded: c.categories.added,
    cChanged: c.categories.changed,
    cRemoved: c.categories.removed,
  });
}

function MenuEditor({
  sid,
  initial,
  isOwner,
}: {
  sid: string;
  initial: MenuDraftResponse;
  isOwner: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [server, setServer] = useState(initial);
  const form = useForm<MenuDraft>({
    resolver: zodResolver(ZPublishableMenuDraft),
    defaultValues: initial.draft,
    // After a refused save, onEdit checks the whole draft on every change (its rules span fields: a group's
    // min against its max and options, category names against each other), and the first refusal is focused
    // once its entree is open (revealField).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const dirty = form.formState.isDirty;
  const editorRef = useRef<HTMLDivElement>(null);
  const [reveal, setReveal] = useState<string | null>(null);
  useEffect(() => {
    if (reveal === null) return;
    revealField(editorRef.current, reveal);
    setReveal(null);
  }, [reveal]);
  const [selection, setSelection] = useState<MenuSelection>({ category: 0, entree: null });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirm, setConfirm] = useState<'publish' | 'discard' | null>(null);

  const reset = (next: MenuDraftResponse) => {
    setServer(next);
    form.reset(next.draft);
    queryClient.setQueryData(consoleKeys.menuDraft(sid), next);
  };
  // A conflict offers to load what the other person saved (this tab's edits are then dropped).
  const [conflict, setConflict] = useState(false);
  const fail = (e: unknown) => {
    const error = toApiError(e);
    setConflict(error.code === 'menu_draft_conflict');
    setMessage({ ok: false, text: error.message });
  };
  const reload = useMutation({
    mutationFn: () => getMenuDraft(sid),
    onSuccess: (res) => {
      reset(res);
      setConflict(false);
      setMessage(null);
    },
    onError: fail,
  });

  // A tab closed or reloaded with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = useMutation({
    mutationFn: (body: { revision: number; draft: MenuDraft }) => saveMenuDraft(sid, body),
    onSuccess: reset,
    onError: fail,
  });
  const publish = useMutation({
    mutationFn: (revision: number) => publishMenu(sid, revision),
    onSuccess: async (res) => {
      setConfirm(null);
      reset(await getMenuDraft(sid));
      queryClient.invalidateQueries({ queryKey: consoleKeys.menu(sid) });
      setMessage({ ok: true, text: t('console.menuEdit.published', { version: res.menu_version }) });
    },
    onError: (e) => {
      setConfirm(null);
      fail(e);
    },
  });
  const discard = useMutation({
    mutationFn: () => discardMenuDraft(sid),
    onSuccess: (res) => {
      setConfirm(null);
      reset(res);
      setSelection({ category: 0, entree: null });
      setMessage({ ok: true, text: t('console.menuEdit.discarded') });
    },
    onError: (e) => {
      setConfirm(null);
      fail(e);
    },
  });
  const busy = save.isPending || publish.isPending || discard.isPending;

  /** Checks and saves the draft; the saved state, or undefined when it was refused (message shown). */
  const saveDraft = async (): Promise<MenuDraftResponse | undefined> => {
    let saved: MenuDraftResponse | undefined;
    const refused = (errors: FieldErrors<MenuDraft>) => {
      const all = draftErrors(errors);
      const first = all[0];
      if (!first) return;
      const { where, selection: at } = locate(form.getValues(), first.path, t);
      if (at) setSelection(at);
      setReveal(first.path.join('.'));
      setMessage({
        ok: false,
        text: where
          ? t('console.menuEdit.refusedAt', { count: all.length, where })
          : t('console.menuEdit.refused', { count: all.length }),
      });
    };
    await form.handleSubmit(async (parsed) => {
      try {
        saved = await save.mutateAsync({ revision: server.revision, draft: parsed });
        setMessage({ ok: true, text: t('console.menuEdit.saved') });
      } catch {
        saved = undefined;
      }
    }, refused)();
    return saved;
  };

  const startPublish = async () => {
    const current = dirty || server.revision === 0 ? await saveDraft() : server;
    if (!current) return;
    if (isUnchanged(current.changes)) {
      setMessage({ ok: true, text: t('console.menuEdit.noChanges') });
      return;
    }
    setConfirm('publish');
  };

  const outdated = server.revision > 0 && server.base_version !== server.menu_version;
  const savedAt = server.updated_at
    ? new Date(server.updated_at * 1000).toLocaleTimeString('zh-TW', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Asia/Taipei',
      })
    : '';

  return (
    <div className="space-y-3">
      <div className="card sticky top-0 z-10 flex flex-wrap items-center gap-3">
        <p className="text-gray-800">
          {server.revision === 0
            ? t('console.menuEdit.liveDraft')
            : t('console.menuEdit.savedDraft', {
                revision: server.revision,
                who: server.updated_by ?? '',
                time: savedAt,
              })}
          {dirty && <strong className="ml-2 text-amber-800">{t('console.menuEdit.unsaved')}</strong>}
        </p>
        <div className="ml-auto flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void saveDraft()}>
            {save.isPending ? t('console.menuEdit.saving') : t('console.menuEdit.save')}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={busy || (server.revision === 0 && !dirty)}
            onClick={() => setConfirm('discard')}
          >
            {t('console.menuEdit.discard')}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={busy || !isOwner || outdated}
            onClick={() => void startPublish()}
          >
            {publish.isPending ? t('console.menuEdit.publishing') : t('console.menuEdit.publish')}
          </button>
        </div>
      </div>
      {!isOwner && (
        <p className="rounded bg-amber-50 px-3 py-2 text-amber-900">{t('console.menuEdit.ownerOnly')}</p>
      )}
      {outdated && (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
          {t('console.menuEdit.outdated')}
        </p>
      )}
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`rounded px-3 py-2 ${message.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
        >
          {message.text}
          {conflict && (
            <button
              type="button"
              className="btn-secondary ml-3"
              disabled={reload.isPending}
              onClick={() => reload.mutate()}
            >
              {t('console.menuEdit.reload')}
            </button>
          )}
        </p>
      )}
      <div ref={editorRef}>
        <MenuDraftEditor
          sid={sid}
          form={form}
          selection={selection}
          onSelect={setSelection}
          onEdit={() => {
            setConflict(false);
            setMessage(null);
            if (form.formState.isSubmitted) void form.trigger();
          }}
        />
      </div>
      <ConfirmDialog
        open={confirm === 'publish'}
        title={t('console.menuEdit.confirmPublishTitle')}
        text={changesText(server.changes, t)}
        keepLabel={t('console.menuEdit.keep')}
        confirmLabel={t('console.menuEdit.publish')}
        busyLabel={t('console.menuEdit.publishing')}
        busy={publish.isPending}
        onConfirm={() => publish.mutate(server.revision)}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'discard'}
        title={t('console.menuEdit.confirmDiscardTitle')}
        text={t('console.menuEdit.confirmDiscardText')}
        keepLabel={t('console.menuEdit.keep')}
        confirmLabel={t('console.menuEdit.discard')}
        busy={discard.isPending}
        danger
        onConfirm={() => discard.mutate()}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}

export function ConsoleMenuEditPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const { me, store } = useConsoleMe(sid);
  const draft = useQuery({
    queryKey: consoleKeys.menuDraft(sid),
    queryFn: ({ signal }) => getMenuDraft(sid, signal),
    retry: false,
    // The editor keeps its own copy; a refetch on focus must not look like someone else's save.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useDocumentTitle(t('console.menu.edit'), store?.name, t('console.title'));

  const failure = draft.error ?? me.error;
  if (isSignedOut(failure)) return <Navigate to={consolePaths.login()} replace />;

  return (
    <main className="min-h-dvh bg-gray-100 px-4 py-3">
      <ConsoleHeader
        sid={sid}
        me={me.data}
        heading={t('console.menuEdit.heading', { store: store?.name ?? sid })}
      />
      <p className="mb-3 text-gray-800">
        {t('console.menuEdit.hint')}{' '}
        <Link to={consolePaths.menu(sid)} className="font-semibold text-brand-dark underline">
          {t('console.menuEdit.back')}
        </Link>
      </p>
      {failure && (
        <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-red-800">
          {toApiError(failure).message}
        </p>
      )}
      {!draft.data && !failure && <p className="text-gray-700">{t('console.menuEdit.loading')}</p>}
      {draft.data && store && (
        <MenuEditor key={sid} sid={sid} initial={draft.data} isOwner={store.role === 'owner'} />
      )}
    </main>
  );
}
