import './signing.css';
import { Checkbox } from '@pod-portal/ui';
import type { ReactNode } from 'react';
import { DrawnMark } from './DrawnMark.tsx';
import { SignedPlaceField } from './SignedPlaceField.tsx';
import type { SigningProblems, SigningValues } from './signing-values.ts';
import { TermsAcceptance } from './TermsAcceptance.tsx';

interface SigningFieldsProps {
  values: SigningValues;
  onChange: (values: SigningValues) => void;
  /** Shown beside each field once the author tried to continue. */
  problems: SigningProblems;
  termsDisabled?: boolean;
  termsDescription?: string;
  termsViewLabel?: string;
  /** What is signed instead of the publishing agreement's terms, with its own acceptance box. */
  terms?: ReactNode;
}

/** Terms, signed place, signature and initials: every signing screen's fields. */
export function SigningFields({
  values,
  onChange,
  problems,
  termsDisabled,
  termsDescription,
  termsViewLabel,
  terms,
}: SigningFieldsProps) {
  const set = (change: Partial<SigningValues>) => onChange({ ...values, ...change });
  return (
    <div className="signing-fields">
      {terms ?? (
        <TermsAcceptance
          isSelected={values.acceptedTerms}
          onChange={(acceptedTerms) => set({ acceptedTerms })}
          isDisabled={termsDisabled}
          description={termsDescription}
          viewLabel={termsViewLabel}
        />
      )}
      <SignedPlaceField
        value={values.signedPlace}
        onChange={(signedPlace) => set({ signedPlace })}
        errorMessage={problems.signedPlace}
      />
      <DrawnMark
        label="Signature"
        value={values.signature}
        onChange={(signature) => set({ signature })}
        errorMessage={problems.signature}
      />
      <Checkbox
        isSelected={values.keepSignature}
        onChange={(keepSignature) => set({ keepSignature })}
      >
        Keep this signature for my next signing
      </Checkbox>
      <DrawnMark
        label="Initials"
        value={values.initials}
        onChange={(initials) => set({ initials })}
        errorMessage={problems.initials}
      />
    </div>
  );
}
