import type { SignupRequest } from '@boardhouse/shared/auth';
import { LANGUAGES, type Language } from '@boardhouse/shared/product';
import { Anchor, Button, Checkbox, Divider, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authApi } from '../../api/auth.api.ts';
import { countryOptions } from '../../components/countries.ts';
import { LANGUAGE_NAMES } from '../../i18n/i18n.ts';
import { AuthHeading } from './AuthHeading.tsx';
import { accountFieldErrors, registrationErrorText } from './account-refusals.ts';
import { PasswordPair } from './PasswordPair.tsx';
import { SocialSignInButtons } from './SocialSignInButtons.tsx';
import { type SignupValues, signupRules } from './signup-validation.ts';

const OPTIONAL_FIELDS = ['phoneNumber', 'companyName', 'address', 'city', 'zipCode', 'vatNumber'] as const;

export default function SignupPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const form = useForm<SignupValues>({
    mode: 'controlled',
    initialValues: {
      email: '',
      repeatEmail: '',
      firstname: '',
      lastname: '',
      username: '',
      password: '',
      repeatPassword: '',
      language: i18n.language,
      phoneNumber: '',
      companyName: '',
      address: '',
      city: '',
      zipCode: '',
      vatNumber: '',
      country: null,
      acceptTerms: false,
    },
    validate: signupRules(t, i18n.language),
    // A mistyped VAT number shows as the field is left, not only when the form is sent.
    validateInputOnBlur: ['vatNumber'],
  });
  const countryInput = form.getInputProps('country');
  const handleCountryChange = (code: string | null) => {
    countryInput.onChange(code);
    // The number is judged by the country's rules: judge it again once it has been judged at all.
    if (form.values.vatNumber.trim() && form.isTouched('vatNumber')) form.validateField('vatNumber');
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    const request: SignupRequest = {
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      language: values.language as Language,
      acceptTerms: true,
    };
    for (const field of OPTIONAL_FIELDS) if (values[field].trim()) request[field] = values[field].trim();
    // Company, country and VAT number also become the account's billing details.
    if (values.country) request.country = values.country;
    try {
      await authApi.signup(request);
      navigate('/thank_you', { state: { email: request.email } });
    } catch (failure) {
      form.setErrors(accountFieldErrors(i18n.language, failure));
      setError(registrationErrorText(i18n.language, failure, t));
    } finally {
      setBusy(false);
    }
  });

  const text = (
    field: keyof SignupValues,
    extra: { required?: boolean; autoComplete?: string; type?: string } = {},
  ) => (
    <TextInput
      name={field}
      label={t(`fields.${field}`)}
      withAsterisk={extra.required}
      autoComplete={extra.autoComplete}
      type={extra.type}
      {...form.getInputProps(field)}
    />
  );

  return (
    <Stack>
      <AuthHeading title={t('auth.signUpTitle')} subtitle={t('auth.signUpSubtitle')} error={error} />
      <SocialSignInButtons />
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {text('firstname', { required: true, autoComplete: 'given-name' })}
            {text('lastname', { required: true, autoComplete: 'family-name' })}
          </SimpleGrid>
          {text('email', { required: true, autoComplete: 'email', type: 'email' })}
          {text('repeatEmail', { required: true, autoComplete: 'email', type: 'email' })}
          {text('username', { required: true, autoComplete: 'username' })}
          <PasswordPair
            form={form}
            personal={{ username: form.getValues().username, email: form.getValues().email }}
          />
          <Select
            name="language"
            label={t('fields.language')}
            data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
            allowDeselect={false}
            {...form.getInputProps('language')}
          />
          <Divider label={t('auth.companyDetails')} labelPosition="left" />
          {text('phoneNumber', { autoComplete: 'tel', type: 'tel' })}
          {text('companyName', { autoComplete: 'organization' })}
          {text('address', { autoComplete: 'street-address' })}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {text('zipCode', { autoComplete: 'postal-code' })}
            {text('city', { autoComplete: 'address-level2' })}
          </SimpleGrid>
          {/* The two help texts differ in length: the boxes line up at their bottoms. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} style={{ alignItems: 'end' }}>
            <Select
              name="country"
              label={t('fields.country')}
              description={t('auth.countryHelp')}
              placeholder={t('billing.countryPlaceholder')}
              data={countryOptions(i18n.language)}
              searchable
              clearable
              nothingFoundMessage={t('billing.noCountry')}
              autoComplete="off"
              {...countryInput}
              onChange={handleCountryChange}
            />
            <TextInput
              name="vatNumber"
              label={t('fields.vatNumber')}
              description={t('auth.vatNumberHelp')}
              autoComplete="off"
              {...form.getInputProps('vatNumber')}
            />
          </SimpleGrid>
          <Checkbox
            name="acceptTerms"
            label={t('fields.acceptTerms')}
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          <Button type="submit" loading={isBusy} fullWidth>
            {t('auth.createAccountButton')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('auth.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('auth.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
