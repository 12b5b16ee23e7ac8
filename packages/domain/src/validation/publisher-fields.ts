import {
  PERSON_NAME_PATTERN,
  phoneNumber,
  requiredEmail,
  requiredMatch,
  requiredMinLength,
  requiredText,
} from './field-rules.ts';

/** 2-30 letters, digits, spaces, slashes or hyphens. */
const REGISTRATION_ID_PATTERN = /^[A-Za-z\d /-]{2,30}$/;

/** The publisher's fields, shared by the wizard's publisher details and the profile request. */
export const publisherFields = {
  name: requiredText('Please enter the publishers name'),
  registrationId: requiredMatch(
    'Please enter the publishers registration ID',
    REGISTRATION_ID_PATTERN,
    'Please enter a valid registration ID within the range of 2-30 characters',
  ),
  physicalAddress: requiredMinLength(
    'Please select the publishers physical address',
    5,
    'Please enter a valid physical address',
    { multiline: true },
  ),
  postalAddress: requiredMinLength(
    'Please select the publishers postal address',
    5,
    'Please enter a valid postal address',
    { multiline: true },
  ),
  telephone: phoneNumber(
    'Please enter a valid telephone number',
    'Please enter the publishers telephone number',
  ),
  email: requiredEmail('Please enter the publishers email', 'Please enter a valid email'),
  contactPerson: requiredMatch(
    'Please enter the publishers contact person',
    PERSON_NAME_PATTERN,
    'Please enter a valid author name with no special characters and numbers',
  ),
};
