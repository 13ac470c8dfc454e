/**
 * Update address (spec §2 /stores/member/update-address): 縣市 and 鄉鎮市區 chosen from the official zip table
 * (lib/district-options; a new city clears the district), then 地址 and 樓層 → PATCH /api/user.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@iding/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useMember } from '../../../api/get-user';
import { SelectField, TextField } from '../../../components/form-field';
import { PageError, PageLoading } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { cityOptions, districtOptions } from '../../../lib/district-options';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useGlobal } from '../../../stores/global-store';
import { useUpdateUser } from '../api/update-user';
import { FormAlert, MemberShell, SubmitButton } from '../components/form-parts';
import { type AddressInput, type AddressValues, addressSchema } from '../utils/schemas';

const CITY_OPTIONS = cityOptions().map((c) => ({ value: c, label: c }));

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
  const form = useForm<AddressInput, unknown, AddressValues>({
    resolver: zodResolver(schema),
    defaultValues: user.address,
  });
  const errors = form.formState.errors;
  const city = form.watch('city');
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
          <SelectField
            label={t('member.updateAddress.city')}
            autoComplete="address-level1"
            placeholder={t('member.updateAddress.chooseCity')}
            options={CITY_OPTIONS}
            error={errors.city?.message}
            {...form.register('city', {
              onChange: () => form.setValue('district', '', { shouldValidate: form.formState.isSubmitted }),
            })}
          />
          <SelectField
            label={t('member.updateAddress.district')}
            autoComplete="address-level2"
            placeholder={t(
              city ? 'member.updateAddress.chooseDistrict' : 'member.updateAddress.chooseCityFirst',
            )}
            options={districtOptions(city).map((d) => ({ value: d.name, label: `${d.zip} ${d.name}` }))}
            disabled={!city}
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
