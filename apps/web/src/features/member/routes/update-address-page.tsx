/**
 * Update address (spec §2 /stores/member/update-address): 縣市, 鄉鎮市區, 地址 and 樓層 → PATCH /api/user.
 * No zip table ships in packages/domain yet, so city and district are plain inputs (browser autofill
 * fills them from address-level1 / address-level2).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@iding/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageError, PageLoading } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useGlobal } from '../../../stores/global-store';
import { useMember } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { FormAlert, MemberShell, SubmitButton, TextField } from '../components/form-parts';
import { type AddressValues, addressSchema } from '../utils/schemas';

/** /stores/member/update-address (spec §2): city, district, address and floor (PATCH /api/user). */
export function UpdateAddressPage() {
  const { t } = useTranslation();
  const identifier = useGlobal((s) => s.identifier);
  const member = useMember(identifier);
  useDocumentTitle(t('member.updateAddress.title'), t('app.name'));
  if (member.isError) {
    return (
      <PageError text={t('member.home.loadFailed')} error={member.error} onRetry={() => member.refetch()} />
    );
  }
  if (!member.data) return <PageLoading />;
  return <AddressForm user={member.data} identifier={identifier} />;
}

function AddressForm({ user, identifier }: { user: User; identifier: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateUser(identifier);
  const schema = useMemo(() => addressSchema(t), [t]);
  const form = useForm<AddressValues>({ resolver: zodResolver(schema), defaultValues: user.address });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((address) =>
    update.mutate(
      { address },
      {
        onSuccess: () => {
          notify.success(t('member.updateAddress.success'));
          void navigate(paths.memberInfos());
        },
      },
    ),
  );
  return (
    <MemberShell heading={t('member.updateAddress.heading')} back={{ to: paths.member() }}>
      <form onSubmit={onSubmit} noValidate className="card flex flex-col gap-4">
        <p className="text-sm text-gray-700">{t('member.updateAddress.hint')}</p>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('member.updateAddress.city')}
            autoComplete="address-level1"
            error={errors.city?.message}
            {...form.register('city')}
          />
          <TextField
            label={t('member.updateAddress.district')}
            autoComplete="address-level2"
            error={errors.district?.message}
            {...form.register('district')}
          />
        </div>
        <TextField
          label={t('member.updateAddress.address')}
          autoComplete="address-line1"
          placeholder={t('member.updateAddress.addressPlaceholder')}
          error={errors.address?.message}
          {...form.register('address')}
        />
        <TextField
          label={t('member.updateAddress.floor')}
          autoComplete="address-line2"
          placeholder={t('member.updateAddress.floorPlaceholder')}
          error={errors.floor?.message}
          {...form.register('floor')}
        />
        <FormAlert error={update.error} />
        <SubmitButton busy={update.isPending} busyText={t('member.saving')}>
          {t('member.save')}
        </SubmitButton>
      </form>
    </MemberShell>
  );
}
