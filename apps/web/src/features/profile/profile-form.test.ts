import type { ProfileUser } from '@boardhouse/shared/auth';
import { describe, expect, it } from 'vitest';
import { toProfileFormValues, toProfileUpdate } from './profile-form.ts';

const saved: ProfileUser = {
  id: 7,
  username: 'ada',
  firstname: 'Ada',
  lastname: 'Lovelace',
  roles: ['USER'],
  createdBy: null,
  createProjectsFlag: null,
  email: 'ada@example.test',
  language: 'en',
  phoneNumber: null,
  companyName: 'Analytical Engines Ltd',
  address: '12 St James Square',
  city: 'London',
  zipCode: 'SW1Y 4JH',
  vatNumber: null,
  country: 'United Kingdom',
  pendingEmail: 'ada@new.example.test',
};

describe('My Profile form', () => {
  it('shows the company details sign-up collected, a missing one as an empty field', () => {
    expect(toProfileFormValues(saved)).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      language: 'en',
      phoneNumber: '',
      companyName: 'Analytical Engines Ltd',
      address: '12 St James Square',
      city: 'London',
      zipCode: 'SW1Y 4JH',
      vatNumber: '',
      country: 'United Kingdom',
    });
  });

  it('sends trimmed details, emptied ones included, and never the e-mail address', () => {
    const values = { ...toProfileFormValues(saved), vatNumber: ' GB123456789 ', companyName: '' };
    const update = toProfileUpdate(values);
    expect(update).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      language: 'en',
      phoneNumber: '',
      companyName: '',
      address: '12 St James Square',
      city: 'London',
      zipCode: 'SW1Y 4JH',
      vatNumber: 'GB123456789',
      country: 'United Kingdom',
    });
    expect(update).not.toHaveProperty('email');
  });
});
