/** Update password (spec §2 /stores/member/update-password): current + new + confirmation. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useUpdatePassword } from '../api/update-password';
import { FormAlert, MemberShell, NewPasswordFields, SubmitButton } from '../components/form-parts';
import { type NewPasswordValues, newPasswordSchema } from '../utils/schemas';

/** /stores/member/update-password (spec §2): current, new and confirmation. */
export function UpdatePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdatePassword();
  useDocumentTitle(t('member.updatePassword.title'), t('app.name'));
  const schema = useMemo(() => newPasswordSchema(t, true), [t]);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { old_password: '', password: '', password_confirmation: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notify.success(t('member.updatePassword.success'));
        void navigate(paths.member());
      },
    }),
  );
  return (
    <MemberShell heading={t('member.updatePassword.heading')} back={{ to: paths.member() }}>
      <form onSubmit={onSubmit} noValidate className="card flex flex-col gap-4">
        <TextField
          label={t('member.oldPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.old_password?.message}
          {...form.register('old_password')}
        />
        <NewPasswordFields
          fresh
          password={form.register('password')}
          confirmation={form.register('password_confirmation')}
          errors={errors}
        />
        <FormAlert error={update.error} />
        <SubmitButton busy={update.isPending} busyText={t('member.saving')}>
          {t('member.updatePassword.submit')}
        </SubmitButton>
      </form>
    </MemberShell>
  );
}
