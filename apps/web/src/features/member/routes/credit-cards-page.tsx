/**
 * 信用卡管理 (spec §2 /stores/member/credit_cards; spec §3 savedCreditCards, card brands; §7 credit cards;
 * ADR 015): the member's saved cards (brand, •••• last four, expiry; the default first), 設為預設 and 刪除
 * (after a confirmation). Cards are saved at checkout with 記住這張卡. Member only (app/router.tsx).
 */
import type { SavedCreditCard } from '@iding/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageError, PageLoading } from '../../../components/page-status';
import { CARD_BRAND_LABELS, useSavedCardAction, useSavedCards } from '../../../entities/payment/saved-cards';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { MemberShell } from '../components/form-parts';

/** /stores/member/credit_cards: GET /api/user/credit_cards with remove and set-default. */
export function CreditCardsPage() {
  const { t } = useTranslation();
  const cards = useSavedCards();
  const remove = useSavedCardAction('remove');
  const makeDefault = useSavedCardAction('default');
  const [removing, setRemoving] = useState<SavedCreditCard | null>(null);
  const [notice, setNotice] = useState('');
  useDocumentTitle(t('member.cards.title'), t('app.name'));

  if (cards.isError) {
    return (
      <PageError text={t('member.cards.loadFailed')} error={cards.error} onRetry={() => cards.refetch()} />
    );
  }
  if (!cards.data) return <PageLoading />;
  const list = cards.data;
  const label = (c: SavedCreditCard) => `${CARD_BRAND_LABELS[c.brand]} •••• ${c.last_four}`;

  return (
    <MemberShell
      heading={t('member.cards.heading')}
      back={{ to: paths.member(), label: t('member.backToMember') }}
    >
      <p className="sr-only" aria-live="polite">
        {notice}
      </p>
      {list.length === 0 ? (
        <section className="card py-8 text-center">
          <h2 className="text-lg font-bold">{t('member.cards.empty')}</h2>
          <p className="mt-2 text-gray-700">{t('member.cards.emptyHint')}</p>
        </section>
      ) : (
        <ul className="grid gap-3" aria-label={t('member.cards.heading')}>
          {list.map((c) => (
            <li key={c.card_identifier} className="card" data-testid="saved-card">
              <div className="flex items-center justify-between gap-2">
                <p className="text-lg font-bold tabular-nums">{label(c)}</p>
                {c.is_default && (
                  <span className="rounded-full bg-brand-dark px-2 py-0.5 text-sm text-white">
                    {t('member.cards.default')}
                  </span>
                )}
              </div>
              <p className="mt-1 text-gray-700 tabular-nums">
                {c.expiry ? t('member.cards.expires', { expiry: c.expiry }) : t('member.cards.noExpiry')}
              </p>
              <div className="mt-3 grid grid-cols-2 gap-3">
                {!c.is_default ? (
                  <button
                    type="button"
                    className="btn-secondary w-full"
                    disabled={makeDefault.isPending}
                    aria-label={`${t('member.cards.setDefault')} ${label(c)}`}
                    onClick={() =>
                      makeDefault.mutate(c.card_identifier, {
                        onSuccess: () => setNotice(t('member.cards.defaultDone', { card: label(c) })),
                        onError: () => setNotice(t('member.cards.failed')),
                      })
                    }
                  >
                    {t('member.cards.setDefault')}
                  </button>
                ) : (
                  <span />
                )}
                <button
                  type="button"
                  className="btn-secondary w-full text-red-700"
                  aria-label={`${t('member.cards.remove')} ${label(c)}`}
                  onClick={() => setRemoving(c)}
                >
                  {t('member.cards.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 px-1 text-sm text-gray-700">{t('member.cards.note')}</p>
      {(makeDefault.isError || remove.isError) && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('member.cards.failed')}
        </p>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('member.cards.removeTitle')}
        text={removing ? t('member.cards.removeText', { card: label(removing) }) : ''}
        keepLabel={t('member.cards.keep')}
        confirmLabel={t('member.cards.remove')}
        busyLabel={t('member.cards.removing')}
        busy={remove.isPending}
        danger
        onConfirm={() =>
          removing &&
          remove.mutate(removing.card_identifier, {
            onSuccess: () => {
              setNotice(t('member.cards.removed', { card: label(removing) }));
              setRemoving(null);
            },
            onError: () => setRemoving(null),
          })
        }
        onClose={() => setRemoving(null)}
      />
    </MemberShell>
  );
}
